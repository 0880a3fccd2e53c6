import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";

/** The bench's side of the load generator (load.mjs, a process of its own) and how its runs merge. */

export interface LoadJob {
  /** `cannon`: autocannon, closed loop; `paced`: an open-loop steady rate. */
  mode: "cannon" | "paced";
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  /** `paced` only: request i is sent with set i modulo their number instead of `headers`. */
  headerSets?: Record<string, string>[];
  body?: string;
  connections: number;
  duration: number;
  rate?: number;
  /** `paced` only: requests sent at once each time one is due; `rate` then counts these waves. */
  burst?: number;
  /** The status every answer must have; any 2xx when not given. */
  status?: number;
}

/** One run as the generator saw it: the time of every expected answer, and the count of each status. */
interface LoadOutcome {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
  errors: number;
  timeouts: number;
}

/** A run, with the CPU time the server process and the database spent during it. */
export interface Slice {
  outcome: LoadOutcome;
  cpuMs: number;
  dbCpuMs: number | undefined;
}

/** One or more runs of the same request, merged. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with the expected status. */
  ok: number;
  /** Answers with another status, connection errors and timeouts. */
  failures: number;
  /** Server process CPU (PGlite's included) per answered request. */
  cpuMs: number;
  /** PostgreSQL backends' CPU per answered request, where /proc shows it. */
  dbCpuMs: number | undefined;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: Float64Array, q: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

export function merge(slices: Slice[]): LoadResult {
  const sorted = Float64Array.from(slices.flatMap((s) => s.outcome.latencies)).sort();
  const seconds = slices.reduce((sum, s) => sum + s.outcome.seconds, 0);
  const answered = slices.reduce(
    (sum, s) => sum + Object.values(s.outcome.statuses).reduce((n, count) => n + count, 0),
    0,
  );
  const dbParts = slices.map((s) => s.dbCpuMs);
  return {
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    ok: sorted.length,
    failures:
      answered - sorted.length + slices.reduce((sum, s) => sum + s.outcome.errors + s.outcome.timeouts, 0),
    cpuMs: slices.reduce((sum, s) => sum + s.cpuMs, 0) / Math.max(1, answered),
    dbCpuMs: dbParts.some((part) => part === undefined)
      ? undefined
      : dbParts.reduce<number>((sum, part) => sum + part!, 0) / Math.max(1, answered),
  };
}

/** A full collection on demand, so that one run's garbage is not collected on the next one's time. */
export const collectGarbage: () => void = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

export class LoadGenerator {
  private child: ChildProcess;
  private next = 0;
  private pending = new Map<number, { resolve: (r: LoadOutcome) => void; reject: (e: Error) => void }>();
  private databaseCpuMs: () => Promise<number | undefined> = async () => undefined;

  constructor() {
    // Plain node: the generator needs no TypeScript, and a CPU of its own.
    this.child = fork(path.join(import.meta.dirname, "load.mjs"), [], { execArgv: [], stdio: "inherit" });
    this.child.on("message", (message: { id: number; result?: LoadOutcome; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error ?? "load generator failed"));
    });
    this.child.on("exit", (code) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(`load generator exited (${code})`));
      this.pending.clear();
    });
  }

  /** Whose database CPU the next runs count: the backend being measured. */
  watch(databaseCpuMs: () => Promise<number | undefined>) {
    this.databaseCpuMs = databaseCpuMs;
  }

  /** One run, with the CPU spent during it and during the quarter second after. */
  async run(job: LoadJob): Promise<Slice> {
    const id = ++this.next;
    const dbBefore = await this.databaseCpuMs();
    const before = process.cpuUsage();
    const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, job });
    });
    // A moment for requests the generator abandoned at the end to finish on the server.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const used = process.cpuUsage(before);
    const dbAfter = await this.databaseCpuMs();
    return {
      outcome,
      cpuMs: (used.user + used.system) / 1000,
      dbCpuMs: dbBefore === undefined || dbAfter === undefined ? undefined : dbAfter - dbBefore,
    };
  }

  close() {
    this.child.kill();
  }
}
