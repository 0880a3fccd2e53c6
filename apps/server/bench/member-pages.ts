/**
 * Signed-in pages in `pnpm bench` (decision 074): what one page view costs the server beside
 * the page's main API read, each paced at the same rate; and `GET /api/health` paced while one
 * account keeps 50 page requests in flight, beside the same health check alone.
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { startTestServer } from "../src/testing";
import { profiled } from "./cpu-profile";
import type { OpenedBackend } from "./databases";
import type { RequestSpec } from "./endpoints";
import { healthBeside } from "./health-beside";
import { merge, type LoadGenerator, type LoadJob, type LoadResult } from "./load-client";
import { checkAnswer } from "./member-api";
import { pickTargets, seedBenchData } from "./seed";
import { MEMBER_PAGE_CONNECTIONS, MEMBER_PAGE_RATE } from "./targets";

/** Each page measured, and the API read its first screen is mostly made of. */
export const MEMBER_PAGE_PAIRS: readonly { page: string; read: RequestSpec; readLabel: string }[] = [
  { page: "/resources", read: { method: "GET", path: "/api/resources" }, readLabel: "GET /api/resources" },
  { page: "/dashboard", read: { method: "GET", path: "/api/sessions" }, readLabel: "GET /api/sessions" },
];

export interface MemberPagesSettings {
  duration: number;
  warmup: number;
  /** A V8 CPU profile of one extra run of each page and read, into this directory. */
  cpuProfileDir: string | undefined;
  log: (message: string) => void;
}

export interface PageCost {
  page: string;
  pageRun: LoadResult;
  readLabel: string;
  readRun: LoadResult;
}

export interface MemberPagesReport {
  member: string;
  costs: PageCost[];
  /** The health check alone, and while one account keeps 50 `/dashboard` requests in flight. */
  alone: LoadResult;
  during: LoadResult;
  pages: LoadResult;
}

export async function benchMemberPages(
  opened: OpenedBackend,
  load: LoadGenerator,
  { duration, warmup, cpuProfileDir, log }: MemberPagesSettings,
): Promise<MemberPagesReport> {
  load.watch(() => opened.databaseCpuMs());
  await seedBenchData(opened.handle);
  const targets = await pickTargets(opened.handle);
  const member = `member #${targets.userId} (${targets.planLevel} plan)`;
  log(`   ${member}`);
  const server = await startTestServer({ database: opened.handle });
  try {
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    // As a browser asks: brotli, the member's cookie.
    const headers = { cookie: targets.cookie, "accept-encoding": "br" };
    const paced = (path: string, seconds: number, rate = MEMBER_PAGE_RATE): LoadJob => ({
      mode: "paced",
      url: base + path,
      method: "GET",
      headers,
      connections: 1,
      duration: seconds,
      rate,
      status: 200,
    });
    const measure = async (path: string) => {
      if (warmup > 0) await load.run(paced(path, warmup));
      if (cpuProfileDir) {
        // Apart from the measured run: the profiler's own cost must not count in it.
        const file = join(cpuProfileDir, `page${path.replace(/[^a-z0-9]+/g, "-")}.cpuprofile`);
        await profiled(file, () => load.run(paced(path, duration)));
        log(`   profile ${file}`);
      }
      return merge([await load.run(paced(path, duration))]);
    };

    const costs: PageCost[] = [];
    for (const { page, read, readLabel } of MEMBER_PAGE_PAIRS) {
      await checkAnswer(base, { method: "GET", path: page }, targets.cookie, 200);
      await checkAnswer(base, read, targets.cookie, 200);
      const pageRun = await measure(page);
      const readRun = await measure(read.path);
      log(
        `   ${page}: ${pageRun.cpuMs.toFixed(2)} ms CPU a view; ${readLabel}: ${readRun.cpuMs.toFixed(2)} ms ` +
          `(p99 ${pageRun.p99.toFixed(1)} / ${readRun.p99.toFixed(1)} ms)`,
      );
      costs.push({ page, pageRun, readLabel, readRun });
    }

    const {
      alone,
      during,
      beside: pages,
    } = await healthBeside(
      load,
      base,
      { duration },
      {
        mode: "cannon",
        url: `${base}/dashboard`,
        method: "GET",
        headers,
        connections: MEMBER_PAGE_CONNECTIONS,
        duration,
        status: 200,
      },
    );
    const report = { member, costs, alone, during, pages: merge([pages]) };
    log(
      `   health p99 alone ${alone.p99.toFixed(1)} ms, during ${MEMBER_PAGE_CONNECTIONS} /dashboard at once ` +
        `${report.during.p99.toFixed(1)} ms; pages ${report.pages.requestsPerSecond.toFixed(0)}/s`,
    );
    return report;
  } finally {
    await server.close();
  }
}
