/**
 * What one visitor feels while a load runs: `GET /api/health` paced at a steady rate, first alone
 * and then beside the load, on the same server. Used by the booking storm and the member pages.
 */
import { BASELINE } from "./endpoints";
import { merge, type LoadGenerator, type LoadJob } from "./load-client";
import { STORM_HEALTH_RATE } from "./targets";

const pacedHealth = (base: string, seconds: number): LoadJob => ({
  mode: "paced",
  url: base + BASELINE.spec.path,
  method: "GET",
  headers: {},
  connections: 1,
  duration: seconds,
  rate: STORM_HEALTH_RATE,
  status: BASELINE.status,
});

export async function healthBeside(
  load: LoadGenerator,
  base: string,
  { duration, warmup = 0 }: { duration: number; warmup?: number },
  beside: LoadJob,
) {
  if (warmup > 0) await load.run(pacedHealth(base, warmup));
  const alone = merge([await load.run(pacedHealth(base, duration))]);
  const [during, besideRun] = await Promise.all([load.run(pacedHealth(base, duration)), load.run(beside)]);
  return { alone, during: merge([during]), beside: besideRun };
}
