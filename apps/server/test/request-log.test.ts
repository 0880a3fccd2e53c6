import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OneLinePerRequest } from "../src/http/request-log";

/** A server whose JSON log lines are collected, with the one-line request log. */
async function serverWithLog(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLinePerRequest() });
  app.get("/api/thing", async () => ({ ok: true }));
  app.get("/assets/app.js", async () => "js");
  app.get("/boom", async () => {
    throw new Error("broken");
  });
  await app.ready();
  return { app, lines };
}

describe("request log", () => {
  it("writes one line per request, without the query", async () => {
    const { app, lines } = await serverWithLog();
    await app.inject({ url: "/api/thing?token=secret" });
    const requestLines = lines.filter((line) => typeof line.status === "number");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]!.msg).toMatch(/^GET \/api\/thing 200 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain("secret");
    await app.close();
  });

  it("keeps successful asset requests out of the info level, and failures in", async () => {
    const { app, lines } = await serverWithLog();
    await app.inject({ url: "/assets/app.js" });
    await app.inject({ url: "/assets/missing.js" });
    await app.inject({ url: "/boom" });
    const messages = lines.map((line) => line.msg);
    expect(messages).not.toContainEqual(expect.stringMatching(/^GET \/assets\/app.js 200/));
    expect(messages).toContainEqual(expect.stringMatching(/^GET \/assets\/missing.js 404/));
    expect(lines.find((line) => String(line.msg).startsWith("GET /boom 500"))?.level).toBe(50);
    await app.close();
  });
});
