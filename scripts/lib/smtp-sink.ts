import { SMTPServer, type SMTPServerError, type SMTPServerSession } from "smtp-server";
import { freePort } from "./start-server.ts";

/** One message as the SMTP server received it: the envelope and the raw bytes. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** An unfolded header of the message (the first of that name). */
  header(name: string): string | undefined;
}

export interface SmtpSinkOptions {
  port?: number;
  /** Answer the message with an error instead of accepting it (e.g. a 451 to provoke a retry). */
  refuse?: (mail: ReceivedMail, session: SMTPServerSession) => { code: number; text: string } | undefined;
  /** Read the message and never answer: a send in flight, for a kill -9 at the worst moment. */
  stall?: boolean;
  /** Refuse a recipient at RCPT TO (a 550 there is a hard bounce of that address). */
  refuseRecipient?: (address: string) => { code: number; text: string } | undefined;
  /**
   * Milliseconds to hold each accepted message's answer: the message is kept at once and answered later, so a
   * sender killed meanwhile never hears that it went (the moment SMTP cannot tell a sender either way).
   */
  answerDelayMs?: () => number;
  /** Called with each message as it is kept, before it is answered (the durability check kills its server here). */
  onAccepted?: (mail: ReceivedMail, received: ReceivedMail[]) => void;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for this sink. */
  url: string;
  /** Accepted messages, in order of arrival. */
  received: ReceivedMail[];
  /** Messages that were answered with an error or stalled. */
  refused: ReceivedMail[];
  /** Resolves once `predicate` holds for the accepted messages; rejects after `timeoutMs`. */
  waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const wanted = name.toLowerCase() + ":";
  for (const line of unfolded.split(/\r?\n/)) {
    if (line.toLowerCase().startsWith(wanted)) return line.slice(wanted.length).trim();
  }
  return undefined;
}

/**
 * A real SMTP server (the `smtp-server` package of the Nodemailer project) on 127.0.0.1, without TLS
 * or authentication, that keeps what it receives: the test double of the hiring team's mail server,
 * for the tests, the durability check and the throughput script.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      const error: SMTPServerError = new Error(refusal.text);
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          header: (name) => headerOf(raw, name),
        };
        if (options.stall) {
          refused.push(mail);
          return;
        }
        const refusal = options.refuse?.(mail, session);
        if (refusal) {
          refused.push(mail);
          const error: SMTPServerError = new Error(refusal.text);
          error.responseCode = refusal.code;
          return callback(error);
        }
        received.push(mail);
        options.onAccepted?.(mail, received);
        const delay = options.answerDelayMs?.() ?? 0;
        if (delay > 0) setTimeout(() => callback(null, "Queued"), delay);
        else callback(null, "Queued");
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {
    // A client that vanished mid-session (a killed server) is not the sink's problem.
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: condition not met within ${timeoutMs} ms (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
