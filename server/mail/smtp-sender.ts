import nodemailer from "nodemailer";
import type { MailSender } from "./delivery.ts";

/**
 * Nodemailer over SMTP_URL, with a small pool of connections (one per delivery worker). The timeouts
 * keep every send well inside a claim (server/mail/delivery.ts), and the message may not pull in files
 * or URLs of its own.
 */
export function createSmtpSender(smtpUrl: string, connections = 4): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}
