import type { BenchTargets } from "./seed";

/**
 * The member API calls `pnpm bench` paces, each over REST and over tRPC's own HTTP shape
 * (`/trpc/<path>?input=` for a query, a POST of the JSON input for a mutation), and the
 * baseline they are read beside. Only HTTP: the bench knows nothing of how the server answers.
 */

export interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  body?: string;
}

export interface Endpoint {
  /** The contract's path, as the tables name it. */
  label: string;
  rest: RequestSpec;
  trpc: RequestSpec;
  /** The status every answer must have; 200 unless said (the booking of a taken slot: 409). */
  status: number;
  /**
   * Sent as a browser holding the answer asks again: with its entity tag in `If-None-Match`,
   * read from one answer first. `status` is then that of the repeat (304).
   */
  revalidate?: boolean;
  /** Signed in as each of these in turn (their cookies); the bench's member when absent. */
  cookies?: readonly string[];
  /** Why the run measures what it does, printed under the table. */
  note?: string;
}

export type Transport = "REST" | "tRPC";

/** The resource list asked again by a browser that holds it (`revalidate`). */
export const RESOURCES_HELD_LABEL = "GET /api/resources (copy held)";
export const TRANSPORTS: readonly Transport[] = ["REST", "tRPC"];

/** The cheapest call of the same server and database: HTTP and one round trip to the database. */
export const BASELINE: { label: string; spec: RequestSpec; status: number } = {
  label: "GET /api/health (baseline)",
  spec: { method: "GET", path: "/api/health" },
  status: 200,
};

const query = (procedure: string, input?: unknown): RequestSpec => ({
  method: "GET",
  path:
    input === undefined
      ? `/trpc/${procedure}`
      : `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
});
const mutation = (procedure: string, input: unknown): RequestSpec => ({
  method: "POST",
  path: `/trpc/${procedure}`,
  body: JSON.stringify(input),
});

/** Every member read and write the bench measures, for the member and data `pickTargets` chose. */
export function endpointsFor(t: BenchTargets): Endpoint[] {
  const progress = { lessonId: t.lessonId, moduleId: t.moduleId, progress: 40, status: "in_progress" };
  const booking = { startsAt: t.takenSlot, timeZone: "America/New_York" };
  const read = (label: string, path: string, trpc: RequestSpec): Endpoint => ({
    label,
    rest: { method: "GET", path },
    trpc,
    status: 200,
  });
  return [
    read("GET /api/modules", "/api/modules", query("modules.list")),
    read(
      "GET /api/modules/{id}/lessons",
      `/api/modules/${t.moduleId}/lessons`,
      query("modules.lessons", { id: t.moduleId }),
    ),
    read("GET /api/resources", "/api/resources", query("resources.list")),
    {
      ...read(RESOURCES_HELD_LABEL, "/api/resources", query("resources.list")),
      revalidate: true,
      status: 304,
    },
    read(
      "GET /api/sessions/slots",
      `/api/sessions/slots?from=${t.slotsQuery.from}&to=${t.slotsQuery.to}`,
      query("sessions.slots", t.slotsQuery),
    ),
    read("GET /api/sessions", "/api/sessions", query("sessions.list")),
    read("GET /api/sessions/allowance", "/api/sessions/allowance", query("sessions.allowance")),
    read("GET /api/group-sessions", "/api/group-sessions", query("sessions.groups")),
    {
      label: "POST /api/progress",
      rest: { method: "POST", path: "/api/progress", body: JSON.stringify(progress) },
      trpc: mutation("progress.update", progress),
      status: 200,
    },
    {
      label: "POST /api/resources/{id}/download",
      rest: { method: "POST", path: `/api/resources/${t.resourceId}/download`, body: "" },
      trpc: mutation("resources.download", { id: t.resourceId }),
      status: 200,
    },
    {
      label: "POST /api/sessions (taken slot)",
      rest: { method: "POST", path: "/api/sessions", body: JSON.stringify(booking) },
      trpc: mutation("sessions.book", booking),
      status: 409,
      cookies: t.bookers,
      note:
        "The booking is of a slot already taken, answered 409: the allowance and the coach's calendar " +
        "read before any lock (a time taken for every coach takes none). A coach's calendar " +
        "holds a few hundred free slots, fewer than the run's requests, so distinct bookings could not last it. " +
        `The requests come from ${t.bookers.length} members of as many pro businesses in turn, as many members ` +
        "booking would (one account runs at most 2 booking attempts at once, contract §14); all ask the same " +
        "coach, whose row lock, which keeps two bookings from colliding, only times that look free wait on.",
    },
  ];
}

export const specOf = (endpoint: Endpoint, transport: Transport): RequestSpec =>
  transport === "tRPC" ? endpoint.trpc : endpoint.rest;

/** The headers of the signed-in member's request. */
export function headersFor(spec: RequestSpec, cookie: string): Record<string, string> {
  return spec.method === "POST" ? { cookie, "content-type": "application/json" } : { cookie };
}

/** What Chromium sends as `Accept-Encoding` with every request: the paced runs send it too. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The member's request as a browser sends it. */
export const browserHeadersFor = (spec: RequestSpec, cookie: string): Record<string, string> => ({
  ...headersFor(spec, cookie),
  "accept-encoding": BROWSER_ACCEPT_ENCODING,
});
