import { Writable } from "node:stream";
import Fastify, { type FastifyServerOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, markSiteFileRoutes } from "../src/http/request-log";
import { registerRequestIdHeader } from "../src/http/request-id";

/** A stream keeping what is written to it, line by line. */
function lineCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** A server with the request log in `format`, its lines collected. */
async function serverWithLog(format: "json" | "pretty" = "json", level = "info") {
  const { lines, stream } = lineCollector();
  const options: FastifyServerOptions = loggerOptions(level, format, stream);
  const app = Fastify(options);
  registerRequestIdHeader(app);
  app.get("/api/thing", async () => ({ ok: true }));
  app.get("/trpc/:path", async () => ({ result: { data: 1 } }));
  app.get("/assets/app.js", async () => "js");
  app.get("/api/openapi.json", async () => ({}));
  await app.register(async (files) => {
    markSiteFileRoutes(files);
    files.get("/favicon.svg", async () => "<svg/>");
  });
  app.get("/boom", async () => {
    throw new Error("broken");
  });
  await app.ready();
  return { app, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("request log", () => {
  it("writes one line per request, without the query", async () => {
    const { app, records } = await serverWithLog();
    await app.inject({ url: "/api/thing?token=secret" });
    const requestLines = records().filter((line) => typeof line.status === "number");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]!.msg).toMatch(/^GET \/api\/thing 200 \d+ ms$/);
    expect(JSON.stringify(records())).not.toContain("secret");
    await app.close();
  });

  it("keeps successful file requests out of the info level by their route, and failures in", async () => {
    const { app, records } = await serverWithLog();
    for (const url of ["/assets/app.js", "/favicon.svg", "/assets/missing.js", "/boom"])
      await app.inject({ url });
    const messages = records().map((line) => line.msg);
    expect(messages).not.toContainEqual(expect.stringMatching(/^GET \/assets\/app.js 200/));
    expect(messages).not.toContainEqual(expect.stringMatching(/^GET \/favicon.svg 200/));
    expect(messages).toContainEqual(expect.stringMatching(/^GET \/assets\/missing.js 404/));
    expect(records().find((line) => String(line.msg).startsWith("GET /boom 500"))?.level).toBe(50);
    await app.close();
  });

  it("logs a call whose path has a dot at info: tRPC procedures, the API document", async () => {
    const { app, records } = await serverWithLog();
    await app.inject({ url: "/trpc/auth.login" });
    await app.inject({ url: "/api/openapi.json" });
    const levels = Object.fromEntries(records().map((line) => [String(line.msg).split(" ")[1], line.level]));
    expect(levels).toEqual({ "/trpc/auth.login": 30, "/api/openapi.json": 30 });
    await app.close();
  });

  it("leads each readable line with the request id the answer carries", async () => {
    const { app, lines } = await serverWithLog("pretty");
    const response = await app.inject({ url: "/trpc/auth.login" });
    const id = String(response.headers["x-request-id"]);
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`INFO.*\\[${id}\\] GET /trpc/auth.login 200 \\d+ ms$`));
    await app.close();
  });
});
