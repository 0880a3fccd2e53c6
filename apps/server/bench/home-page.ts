import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startTestServer, testServerConfig, type TestServer } from "../src/testing";
import type { OpenedBackend } from "./databases";
import {
  collectGarbage,
  merge,
  type LoadGenerator,
  type LoadJob,
  type LoadResult,
  type Slice,
} from "./load-client";

/**
 * The home page part of `pnpm bench`: GET / with `Accept-Encoding: br` as the server sends it,
 * beside a static file of the same bytes that the same server sends as it sends the build's
 * assets (pre-compressed, through @fastify/static), taking turns in short slices.
 */

export interface HomePageSettings {
  connections: number;
  /** Seconds per target, split into `rounds` slices that alternate. */
  duration: number;
  rounds: number;
  warmup: number;
  log: (message: string) => void;
}

export interface PageRun {
  label: string;
  result: LoadResult;
  /** Body bytes on the wire. */
  bytes: number;
}

export interface HomePageReport {
  home: PageRun;
  staticFile: PageRun;
}

/** The static file beside the build's assets: its brotli copy holds the home page's bytes. */
const STATIC_FILE = "bench-home-copy.txt";

async function urlOf(server: TestServer, pathname: string) {
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${pathname}`;
}

/** GET / as sent, plain and with brotli; refuses a server without the built web app. */
async function homeBytes(opened: OpenedBackend) {
  const server = await startTestServer({ database: opened.handle });
  try {
    const plain = await server.app.inject({ method: "GET", url: "/" });
    const brotli = await server.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    if (brotli.statusCode !== 200 || brotli.headers["content-encoding"] !== "br")
      throw new Error(`GET / answered ${brotli.statusCode} without brotli: is apps/web built?`);
    return { plain: plain.rawPayload, brotli: brotli.rawPayload };
  } finally {
    await server.close();
  }
}

export async function benchHomePage(
  opened: OpenedBackend,
  load: LoadGenerator,
  settings: HomePageSettings,
): Promise<HomePageReport> {
  const { log } = settings;
  load.watch(() => opened.databaseCpuMs());
  const bytes = await homeBytes(opened);
  // The build's folder with one more file: the server lists its static files when it starts.
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-web-"));
  let server: TestServer | undefined;
  try {
    cpSync(testServerConfig().webDistDir, webDistDir, { recursive: true });
    writeFileSync(path.join(webDistDir, STATIC_FILE), bytes.plain);
    writeFileSync(path.join(webDistDir, `${STATIC_FILE}.br`), bytes.brotli);
    server = await startTestServer({ database: opened.handle, config: { webDistDir } });
    const home = await urlOf(server, "/");
    const targets = [
      { label: "GET / (brotli)", url: home },
      { label: "static file of the same bytes (baseline)", url: new URL(`/${STATIC_FILE}`, home).toString() },
    ];
    const copy = await fetch(targets[1]!.url, { headers: { "accept-encoding": "br" } });
    const copyBytes = (await copy.arrayBuffer()).byteLength;
    if (
      copy.status !== 200 ||
      copy.headers.get("content-encoding") !== "br" ||
      copyBytes !== bytes.plain.length
    )
      throw new Error(`the static copy of the home page answered ${copy.status}, ${copyBytes} bytes`);

    const job = (url: string, duration: number): LoadJob => ({
      mode: "cannon",
      url,
      method: "GET",
      headers: { "accept-encoding": "br" },
      connections: settings.connections,
      duration,
    });
    for (const target of targets) if (settings.warmup > 0) await load.run(job(target.url, settings.warmup));
    const slices = targets.map(() => [] as Slice[]);
    for (let round = 0; round < settings.rounds; round++) {
      for (const [i, target] of targets.entries()) {
        collectGarbage();
        slices[i]!.push(await load.run(job(target.url, settings.duration / settings.rounds)));
      }
    }
    const [homeRun, staticRun] = targets.map((target, i) => {
      const result = merge(slices[i]!);
      log(`   ${target.label.padEnd(48)} ${result.requestsPerSecond.toFixed(0)} req/s`);
      return { label: target.label, result, bytes: bytes.brotli.length };
    });
    return { home: homeRun!, staticFile: staticRun! };
  } finally {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  }
}
