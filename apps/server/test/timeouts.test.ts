import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS, type HttpTimeouts } from "../src/http/timeouts";
import { startTestServer, type TestServer } from "../src/testing";

// The production figures scaled down, so the test waits seconds, not minutes.
const SHORT: HttpTimeouts = {
  headersMs: 800,
  requestMs: 2_000,
  idleMs: 1_500,
  keepAliveMs: 500,
  checkEveryMs: 100,
};

/** Opens a raw connection, writes `head`, then one byte every `everyMs`; resolves when the server closes it. */
function slowClient(port: number, head: string, everyMs: number) {
  const socket = net.connect(port, "127.0.0.1");
  const started = performance.now();
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.write(head);
  const drip = setInterval(() => socket.writable && socket.write("a"), everyMs);
  return new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ afterMs: performance.now() - started, received });
    });
    socket.on("error", () => {});
  });
}

describe("slow clients", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({ database: "pglite", timeouts: SHORT });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
  });

  it("cuts off a body sent a byte a second once the request deadline passes", async () => {
    const head =
      "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const { afterMs, received } = await slowClient(port, head, 200);
    expect(afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(afterMs).toBeLessThan(SHORT.requestMs + 3_000);
    expect(received).toMatch(/^HTTP\/1.1 408/);
  });

  it("cuts off headers that never end", async () => {
    const { afterMs } = await slowClient(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 200);
    expect(afterMs).toBeLessThan(SHORT.headersMs + 3_000);
  });

  it("closes a connection that sends nothing", async () => {
    const { afterMs } = await slowClient(port, "", 60_000);
    expect(afterMs).toBeLessThan(SHORT.idleMs + 3_000);
  });

  it("keeps the production figures in the documented order", () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.headersMs);
  });
});
