import type { Transporter } from "nodemailer";
import type { MailSender } from "./delivery.ts";

/**
 * Nodemailer over SMTP_URL, with a small pool of connections (one per delivery worker). The timeouts
 * keep every send well inside a claim (server/mail/delivery.ts): connect, greeting and each socket
 * wait at most `timeoutMs` (30 s by default, a quarter of the default 120 s claim), and the message
 * may not pull in files or URLs of its own.
 */
export function createSmtpSender(smtpUrl: string, options: { connections?: number; timeoutMs?: number } = {}): MailSender {
  const timeout = Math.min(options.timeoutMs ?? 30_000, 30_000);
  // Nodemailer is loaded with the first message, not at start (about 14 MB resident).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: options.connections ?? 4,
        connectionTimeout: Math.min(10_000, timeout),
        greetingTimeout: Math.min(10_000, timeout),
        socketTimeout: timeout,
        disableFileAccess: true,
        disableUrlAccess: true,
      }),
    ));
  return {
    send: async (message) => (await open()).sendMail(message),
    close: () => void transport?.then((opened) => opened.close()),
  };
}
