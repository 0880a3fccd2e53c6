/**
 * The booking storm of `pnpm bench` (contract §14 'booking under load'): one member whose plan
 * includes no one-to-one sessions sends bookings 60 at once, wave after wave, while
 * `GET /api/health` is paced beside them; its p99 is read beside the same health check alone,
 * measured just before on the same server. Every booking must be refused, as 403 or 429.
 */
import type { AddressInfo } from "node:net";
import { startTestServer } from "../src/testing";
import type { OpenedBackend } from "./databases";
import { headersFor, type RequestSpec } from "./endpoints";
import { healthBeside } from "./health-beside";
import type { LoadGenerator, LoadResult } from "./load-client";
import { checkAnswer } from "./member-api";
import { pickStormTargets, seedBenchData } from "./seed";
import { STORM_BOOKINGS, STORM_WAVES_PER_SECOND, stormCounts, type StormCounts } from "./targets";

/** The booking the storm repeats: REST, a time the allowance refuses before the calendar is read. */
export const stormBooking = (startsAt: string): RequestSpec => ({
  method: "POST",
  path: "/api/sessions",
  body: JSON.stringify({ startsAt, timeZone: "America/New_York" }),
});

export interface StormSettings {
  /** Seconds of the health check alone, and of the storm. */
  duration: number;
  /** Seconds of unmeasured health checks first. */
  warmup: number;
  log: (message: string) => void;
}

export interface StormReport {
  member: string;
  /** The health check alone: the baseline. */
  alone: LoadResult;
  /** The health check during the storm. */
  during: LoadResult;
  sent: number;
  counts: StormCounts;
  /**
   * Server and database CPU per booking: what the process and the backends spent during the
   * storm, less the health checks' share at their cost alone. Undefined where not measured.
   */
  cpuMsPerBooking: number;
  dbCpuMsPerBooking: number | undefined;
}

export async function benchBookingStorm(
  opened: OpenedBackend,
  load: LoadGenerator,
  { duration, warmup, log }: StormSettings,
): Promise<StormReport> {
  load.watch(() => opened.databaseCpuMs());
  await seedBenchData(opened.handle);
  const targets = await pickStormTargets(opened.handle);
  const member = `member #${targets.userId} (free plan: no one-to-one sessions)`;
  log(`   ${member}`);
  const server = await startTestServer({ database: opened.handle });
  try {
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const booking = stormBooking(targets.startsAt);
    await checkAnswer(base, booking, targets.cookie, 403);

    const {
      alone,
      during,
      beside: storm,
    } = await healthBeside(
      load,
      base,
      { duration, warmup },
      {
        mode: "paced",
        url: base + booking.path,
        method: "POST",
        headers: headersFor(booking, targets.cookie),
        body: booking.body,
        connections: STORM_BOOKINGS,
        duration,
        rate: STORM_WAVES_PER_SECOND,
        burst: STORM_BOOKINGS,
      },
    );
    log(`   health alone: p99 ${alone.p99.toFixed(1)} ms`);
    const counts = stormCounts(storm.outcome.statuses, storm.outcome.errors + storm.outcome.timeouts);
    const sent = counts.forbidden + counts.tooMany + counts.other;
    const checks = during.ok + during.failures;
    const perBooking = (total: number, healthEach: number) =>
      Math.max(0, total - healthEach * checks) / Math.max(1, sent);
    const report = {
      member,
      alone,
      during: during,
      sent,
      counts,
      cpuMsPerBooking: perBooking(storm.cpuMs, alone.cpuMs),
      dbCpuMsPerBooking:
        storm.dbCpuMs === undefined || alone.dbCpuMs === undefined
          ? undefined
          : perBooking(storm.dbCpuMs, alone.dbCpuMs),
    };
    log(
      `   health during the storm: p99 ${report.during.p99.toFixed(1)} ms; bookings ${counts.forbidden} × 403, ` +
        `${counts.tooMany} × 429, ${counts.other} other`,
    );
    return report;
  } finally {
    await server.close();
  }
}
