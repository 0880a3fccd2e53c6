import type { FastifyInstance } from "fastify";
import { emailEnvOf, startOutboxWorker, type Brand, type OutboxWorker } from "@scalemsp/api";
import type { Database } from "@scalemsp/db";
import {
  createFileTransport,
  createSmtpTransport,
  type MailSender,
  type MailTransport,
} from "@scalemsp/email";
import type { FileStore } from "@scalemsp/storage";
import type { MailConfig } from "./config";

export interface MailOptions {
  transport: MailTransport;
  /** MAIL_FROM's address and name, if any; the brand's name fills in (decision 077). */
  from: MailSender;
  /** NOTIFY_EMAIL; unset, the coach's notices go to the brand's contact email. */
  notifyEmail: string | undefined;
  postalAddress: string;
  /** The origin links in e-mail are built on (contract §13). */
  origin: string;
  /** Delays before each retry; the contract's by default, shorter in tests. */
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  /** How often the worker's sweeps run (the check-in reminder); null: never (tests). */
  sweepEveryMs?: number | null;
}

/** MAIL_URL's server, or `.eml` files in the file store's `mail/` folder when it is unset. */
export function openMailTransport(mail: MailConfig, files: FileStore): MailTransport {
  return mail.url ? createSmtpTransport(mail.url) : createFileTransport(files);
}

/** Contract §9: this process's outbox worker, from start to the server's close. */
export function startMailWorker(
  app: FastifyInstance,
  db: Database,
  brand: Brand,
  options: MailOptions,
): OutboxWorker {
  const worker = startOutboxWorker(
    {
      db,
      transport: options.transport,
      env: () => emailEnvOf(db, brand, options.postalAddress, options.origin),
      from: options.from,
      notifyEmail: options.notifyEmail,
      retryDelaysMs: options.retryDelaysMs,
      onSendFailed: (failure) =>
        app.log.warn(
          failure,
          failure.gaveUp ? "email not sent, given up" : "email not sent, to be tried again",
        ),
    },
    {
      pollMs: options.pollMs,
      sweepEveryMs: options.sweepEveryMs,
      onError: (err) => app.log.error({ err }, "outbox round failed"),
    },
  );
  app.addHook("onClose", async () => {
    await worker.stop();
    options.transport.close();
  });
  return worker;
}
