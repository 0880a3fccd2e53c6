import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** While true, every message is refused with a temporary failure (451). */
  refusing: boolean;
  /** When each refused message was refused (performance.now()). */
  refusedAt: number[];
  /** When each kept message was accepted (performance.now()), in the order of `messages`. */
  acceptedAt: number[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** The first message to `address` (whose subject matches `subject`, when given), once it arrives. */
  messageTo(address: string, subject?: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** How long the server takes over each message before it answers: a slow mail server. */
  delayMs?: number;
}

/** The addresses of a To or From header. */
export const addressesOf = (field: ParsedMail["to"] | ParsedMail["from"]) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((one) =>
    one.value.map((v) => v.address ?? ""),
  );

/** A real SMTP server on a free port that keeps every message it accepts, parsed. */
export async function startSmtpSink({ delayMs = 0 }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const sink: Partial<SmtpSink> = { messages, refusing: false, refusedAt: [], acceptedAt: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const answer = () => {
          if (sink.refusing) {
            sink.refusedAt!.push(performance.now());
            const error = new Error("Try again later") as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              messages.push(parsed);
              sink.acceptedAt!.push(performance.now());
              callback();
            })
            .catch(callback);
        };
        if (delayMs > 0) setTimeout(answer, delayMs);
        else answer();
      });
    },
  });
  // A client that dies mid-conversation (a killed app process) resets its connection: expected here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(count: number, timeoutMs = 15_000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`Expected ${count} messages, got ${messages.length} in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    async messageTo(address: string, subject?: RegExp) {
      const started = Date.now();
      for (;;) {
        const found = messages.find(
          (message) =>
            addressesOf(message.to).includes(address) && (subject?.test(message.subject ?? "") ?? true),
        );
        if (found) return found;
        if (Date.now() - started > 15_000)
          throw new Error(`No message to ${address} about ${subject ?? "anything"}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpSink;
}

/** How many times the server received each Message-ID. */
export function receivedCounts(sink: SmtpSink) {
  const counts = new Map<string, number>();
  for (const message of sink.messages) {
    const id = message.messageId ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
