import nodemailer from "nodemailer";
import type { FileStore } from "@scalemsp/storage";
import type { FromHeader } from "./sender";
import type { EmailAttachment } from "./template";

/** One message as it leaves: every field already rendered. */
export interface OutgoingEmail {
  /** The display name and address; nodemailer quotes the name as the header needs. */
  from: FromHeader;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<…@host>`: the same on every try, so a receiver can drop a repeat. */
  messageId: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

export interface MailTransport {
  /** `smtp` for a mail server, `file` for `.eml` files under DATA_DIR/mail/. */
  kind: "smtp" | "file";
  /** Resolves once the server accepted the message (or the file is written); throws otherwise. */
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

const toNodemailer = (message: OutgoingEmail) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  messageId: message.messageId,
  headers: message.headers,
  attachments: message.attachments.map((file) => ({
    filename: file.filename,
    content: file.content,
    contentType: file.contentType,
  })),
});

/**
 * `MAIL_URL` (smtp://user:pass@host:587, smtps://…) through a pool of connections. Short
 * timeouts: a stuck server fails the try, and the outbox tries again later.
 */
export function createSmtpTransport(mailUrl: string): MailTransport {
  const url = new URL(mailUrl);
  const transporter = nodemailer.createTransport({
    url: mailUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // A server on this machine (a relay, a test sink) is trusted without a certificate for its name.
    tls:
      url.hostname === "127.0.0.1" || url.hostname === "localhost"
        ? { rejectUnauthorized: false }
        : undefined,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/** The folder of the file transport, inside the file store (DATA_DIR). */
export const MAIL_FOLDER = "mail";

/** The file a message is written to: sortable by time, named by its Message-ID. */
export const emlFileName = (messageId: string, at: Date) =>
  `${at.toISOString().replace(/[:.]/g, "-")}_${messageId.replace(/[<>]/g, "").replace(/[^\w.~-]/g, "_")}.eml`;

/** No MAIL_URL: each message as an `.eml` file under DATA_DIR/mail/ (contract §9). */
export function createFileTransport(files: FileStore, now: () => Date = () => new Date()): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await files.write(`${MAIL_FOLDER}/${emlFileName(message.messageId, now())}`, info.message);
    },
    close: () => transporter.close(),
  };
}
