/**
 * The coach's board in `pnpm bench` (contract §15): `GET /api/admin/accountability` for 500 client
 * businesses, each with a year of weekly check-ins, this quarter's goals and action items, paced
 * for the coach, beside `GET /api/health` paced alike on the same server.
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { sql } from "@scalemsp/db";
import { startTestServer } from "../src/testing";
import { profiled } from "./cpu-profile";
import type { OpenedBackend } from "./databases";
import { BASELINE } from "./endpoints";
import { merge, type LoadGenerator, type LoadJob, type LoadResult } from "./load-client";
import { checkAnswer } from "./member-api";
import { SCALE, queryRows, seedBenchData, signInCoach } from "./seed";
import { BOARD_BUSINESSES, BOARD_RATE, BOARD_WEEKS } from "./targets";

const BOARD_PATH = "/api/admin/accountability";

/**
 * A year of check-ins (one week in seven missed, this week's for most), three goals this quarter
 * (one following revenue, two set by hand) and six action items per business, some overdue.
 */
const accountabilityStatements = (weeks: number) => [
  `insert into check_ins (business_id, week, wins, blockers, focus, confidence, created_at, updated_at)
   select b.id, to_char(now() - make_interval(weeks => w), 'IYYY-"W"IW'),
          'Signed two managed clients', 'Hiring a second technician', 'Quarterly price review',
          '{}'::jsonb, now() - make_interval(weeks => w), now() - make_interval(weeks => w)
   from businesses b cross join generate_series(0, ${weeks - 1}) w
   where (b.id + w) % 7 <> 0
   on conflict do nothing`,
  `insert into goals (business_id, quarter, title, metric, target, progress, created_at, updated_at)
   select b.id, to_char(now(), 'YYYY') || '-Q' || to_char(now(), 'Q'),
          case g when 0 then 'Grow revenue' when 1 then 'Hire a technician' else 'Standardize onboarding' end,
          case g when 0 then 'revenue' end, case g when 0 then 150000 else 100 end,
          case g when 0 then null else (b.id * 37 + g * 11) % 100 end, now(), now()
   from businesses b cross join generate_series(0, 2) g`,
  `insert into action_items (business_id, title, due_date, status, created_at, updated_at)
   select b.id, 'Follow up ' || i, to_char(current_date + (i * 5 - 15), 'YYYY-MM-DD'),
          (case when (b.id + i) % 3 = 0 then 'done' else 'open' end)::action_item_status, now(), now()
   from businesses b cross join generate_series(0, 5) i`,
  "vacuum analyze",
];

export interface BoardReport {
  rows: number;
  checkIns: number;
  health: LoadResult;
  board: LoadResult;
  /** The board's answer, uncompressed. */
  bytes: number;
}

export async function benchBoard(
  opened: OpenedBackend,
  load: LoadGenerator,
  {
    duration,
    warmup,
    cpuProfileDir,
    log,
  }: {
    duration: number;
    warmup: number;
    /** A V8 CPU profile of one extra run of the board, into this directory. */
    cpuProfileDir: string | undefined;
    log: (message: string) => void;
  },
): Promise<BoardReport> {
  load.watch(() => opened.databaseCpuMs());
  await seedBenchData(opened.handle, { ...SCALE, businesses: BOARD_BUSINESSES });
  for (const statement of accountabilityStatements(BOARD_WEEKS))
    await opened.handle.db.execute(sql.raw(statement));
  const [counted] = await queryRows<{ n: number }>(
    opened.handle.db,
    "select count(*)::int as n from check_ins",
  );
  const checkIns = Number(counted?.n ?? 0);
  const cookie = await signInCoach(opened.handle);
  const server = await startTestServer({ database: opened.handle });
  try {
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const answer = await fetch(base + BOARD_PATH, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`${BOARD_PATH} answered ${answer.status}`);
    const text = await answer.text();
    const rows = (JSON.parse(text) as { rows: unknown[] }).rows.length;
    await checkAnswer(base, BASELINE.spec, cookie, BASELINE.status);
    const paced = (path: string, seconds: number, headers: Record<string, string>): LoadJob => ({
      mode: "paced",
      url: base + path,
      method: "GET",
      headers,
      connections: 1,
      duration: seconds,
      rate: BOARD_RATE,
      status: 200,
    });
    const measure = async (path: string, headers: Record<string, string>) => {
      if (warmup > 0) await load.run(paced(path, warmup, headers));
      return merge([await load.run(paced(path, duration, headers))]);
    };
    const health = await measure(BASELINE.spec.path, {});
    // As the coach's browser asks: brotli, the coach's cookie.
    const boardHeaders = { cookie, "accept-encoding": "br" };
    if (cpuProfileDir) {
      // Apart from the measured run: the profiler's own cost must not count in it.
      const file = join(cpuProfileDir, "board.cpuprofile");
      await profiled(file, () => load.run(paced(BOARD_PATH, duration, boardHeaders)));
      log(`   profile ${file}`);
    }
    const board = await measure(BOARD_PATH, boardHeaders);
    log(
      `   ${rows} businesses, ${checkIns.toLocaleString("en-US")} check-ins: board p50 ${board.p50.toFixed(1)} ms, ` +
        `p99 ${board.p99.toFixed(1)} ms (health p99 ${health.p99.toFixed(1)} ms)`,
    );
    return { rows, checkIns, health, board, bytes: Buffer.byteLength(text) };
  } finally {
    await server.close();
  }
}
