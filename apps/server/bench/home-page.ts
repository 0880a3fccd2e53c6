import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startTestServer, testServerConfig, type TestServer } from "../src/testing";
import type { DatabaseHandle } from "@scalemsp/db";
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

/** The host the bench asks the server under: the page names it as its canonical origin. */
const BENCH_HOST = "127.0.0.1";

/** GET / as sent, plain and with brotli; refuses a server without the built web app. */
async function homeBytes(handle: DatabaseHandle, webDistDir: string) {
  const server = await startTestServer({ database: handle, config: { webDistDir } });
  try {
    const headers = { host: BENCH_HOST };
    const plain = await server.app.inject({ method: "GET", url: "/", headers });
    const brotli = await server.app.inject({
      method: "GET",
      url: "/",
      headers: { ...headers, "accept-encoding": "br" },
    });
    if (brotli.statusCode !== 200 || brotli.headers["content-encoding"] !== "br")
      throw new Error(`GET / answered ${brotli.statusCode} without brotli: is apps/web built?`);
    return { plain: plain.rawPayload, brotli: brotli.rawPayload };
  } finally {
    await server.close();
  }
}

/** A listening server whose web folder holds, beside the build, a static copy of its home page. */
export interface ServerWithStaticCopy {
  homeUrl: string;
  copyUrl: string;
  /** The home page's bytes with brotli, which the copy sends too. */
  brotliBytes: number;
  close(): Promise<void>;
}

export async function serverWithStaticCopy(
  handle: DatabaseHandle,
  builtWebDir: string = testServerConfig().webDistDir,
): Promise<ServerWithStaticCopy> {
  const bytes = await homeBytes(handle, builtWebDir);
  // The build's folder with one more file: the server lists its static files when it starts.
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-web-"));
  let server: TestServer | undefined;
  const close = async () => {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  };
  try {
    cpSync(builtWebDir, webDistDir, { recursive: true });
    writeFileSync(path.join(webDistDir, STATIC_FILE), bytes.plain);
    writeFileSync(path.join(webDistDir, `${STATIC_FILE}.br`), bytes.brotli);
    server = await startTestServer({ database: handle, config: { webDistDir } });
    await server.app.listen({ host: BENCH_HOST, port: 0 });
    const origin = `http://${BENCH_HOST}:${(server.app.server.address() as AddressInfo).port}`;
    // The baseline must send what the page sends, or it would be the baseline of something else.
    const copy = await fetch(`${origin}/${STATIC_FILE}`, { headers: { "accept-encoding": "br" } });
    const decoded = Buffer.from(await copy.arrayBuffer());
    if (copy.status !== 200 || copy.headers.get("content-encoding") !== "br" || !decoded.equals(bytes.plain))
      throw new Error(`The static copy of the home page answered ${copy.status}, ${decoded.length} bytes`);
    return {
      homeUrl: `${origin}/`,
      copyUrl: `${origin}/${STATIC_FILE}`,
      brotliBytes: bytes.brotli.length,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function benchHomePage(
  opened: OpenedBackend,
  load: LoadGenerator,
  settings: HomePageSettings,
): Promise<HomePageReport> {
  const { log } = settings;
  load.watch(() => opened.databaseCpuMs());
  const server = await serverWithStaticCopy(opened.handle);
  try {
    const targets = [
      { label: "GET / (brotli)", url: server.homeUrl },
      { label: "static file of the same bytes (baseline)", url: server.copyUrl },
    ];
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
      return { label: target.label, result, bytes: server.brotliBytes };
    });
    return { home: homeRun!, staticFile: staticRun! };
  } finally {
    await server.close();
  }
}
