// The newsletter run's mail server: a real SMTP server (smtp-server) in a process of its own,
// so that receiving 5,000 messages costs the app's event loop nothing. It keeps no message,
// only each one's Message-ID and when it was accepted; the parent asks for the tallies.
import { SMTPServer } from "smtp-server";

const seen = new Map();
let accepted = 0;
let firstAt = 0;
let lastAt = 0;

/** The Message-ID header of a message's first bytes (it sits among the headers). */
const messageIdOf = (head) => /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? "";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk) => {
      if (head.length < 16_384) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      const id = messageIdOf(head);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      accepted += 1;
      lastAt = Date.now();
      if (firstAt === 0) firstAt = lastAt;
      callback();
    });
  },
});
server.on("error", () => {});
server.listen(0, "127.0.0.1", () => process.send({ type: "ready", port: server.server.address().port }));

process.on("message", (message) => {
  if (message.type !== "stats") return;
  let duplicates = 0;
  for (const count of seen.values()) duplicates += count - 1;
  process.send({ type: "stats", accepted, distinct: seen.size, duplicates, firstAt, lastAt });
});
