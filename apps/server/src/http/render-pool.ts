import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { FirstRead, SiteInputs } from "@scalemsp/validators";
import type { RenderedPage } from "./page-frame";
import { RENDERER_FILE } from "./page-renderer";

/** Renders waiting for a thread beyond those running; a page asked for past them goes as its shell. */
const QUEUED_PER_THREAD = 2;

/**
 * How long a thread stays after its last render. Each new thread loads the whole renderer
 * (hundreds of ms of CPU), so threads are kept between renders; a server rendering nothing
 * holds none.
 */
const THREAD_IDLE_MS = 5 * 60_000;

/** A render that takes longer than this is given up: the shell goes instead. */
const RENDER_TIMEOUT_MS = 3_000;

/** Renders kept (a reload of an unchanged page costs the reads and a lookup); bounded. */
const MAX_KEPT = 256;

/** What a member page is rendered from, as the worker receives it (structured clone). */
interface RenderTask {
  url: string;
  reads: readonly FirstRead[];
  inputs: SiteInputs;
}

/**
 * Pages rendered for one request off the request thread (decision 084): a signed-in member's
 * page, a newsletter issue's. The build's own renderer runs in a pool of worker threads, one
 * render at a time per requester (an account, a visitor's address) and a short queue, so neither
 * one requester nor many can hold the thread that answers everyone else. Undefined (the caller
 * sends the page without its render, for the app to draw) when the requester already has a
 * render running, the queue is full, the render fails or takes too long, or the build has no
 * renderer.
 */
export function renderPool(webDistDir: string) {
  const file = path.join(webDistDir, RENDERER_FILE);
  const hasRenderer = existsSync(file);
  const threads = Math.max(1, availableParallelism() - 1);
  let pool: Piscina<RenderTask, RenderedPage> | undefined;
  const poolOf = () =>
    (pool ??= new Piscina<RenderTask, RenderedPage>({
      filename: pathToFileURL(file).href,
      name: "renderTask",
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: THREAD_IDLE_MS,
      maxQueue: threads * QUEUED_PER_THREAD,
    }));
  const rendering = new Set<string>();
  const kept = new Map<string, RenderedPage>();

  return {
    /**
     * The page at `url` rendered from its first reads and the site inputs. `version` names
     * everything else the page shows (the site content): a render is kept under it, the URL, the
     * minute (relative times) and the reads, so a reload of an unchanged page renders nothing.
     */
    async page(
      requester: string,
      version: string,
      { url, readsJson, inputs }: { url: string; readsJson: string; inputs: SiteInputs },
      now: Date,
    ): Promise<RenderedPage | undefined> {
      if (!hasRenderer) return undefined;
      const key = createHash("sha256")
        .update(`${version}\0${url}\0${Math.floor(now.getTime() / 60_000)}\0${JSON.stringify(inputs)}\0`)
        .update(readsJson)
        .digest("base64url");
      const hit = kept.get(key);
      if (hit) return hit;
      if (rendering.has(requester)) return undefined;
      const running = poolOf();
      if (running.queueSize >= running.options.maxQueue) return undefined;
      rendering.add(requester);
      try {
        // As the browser will read them: the JSON sent, nothing more.
        const task = { url, reads: JSON.parse(readsJson) as FirstRead[], inputs };
        const rendered = await running.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, rendered);
        return rendered;
      } finally {
        rendering.delete(requester);
      }
    },
    /** Stops the worker threads (the server's close). */
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
