import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { outboxProblems, readOutboxHealth } from "@scalemsp/api";
import type { DatabaseHandle } from "@scalemsp/db";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";

export const READY_PATH = "/api/ready";
/** The answers, as the OpenAPI document shows them. */
export const readyAnswer = z.object({ status: z.literal("ok") });
export const unreadyAnswer = z.object({
  status: z.literal("unavailable"),
  /** What is unwell, one sentence each. */
  problems: z.array(z.string()),
});

/**
 * `GET /api/ready`: 200 `{status: "ok"}`, or 503 `{status: "unavailable", problems}` saying
 * what is unwell: the database does not answer, or the outbox has a due message waiting or a
 * failing one queued too long. For monitoring: a load balancer asks `/api/health`, which a
 * mail relay's trouble does not fail (it would take every server out at once).
 */
export function registerReadiness(app: FastifyInstance, database: DatabaseHandle): void {
  app.get(READY_PATH, async (_req, reply) => {
    let problems: string[];
    try {
      problems = outboxProblems(await readOutboxHealth(database.db, new Date()));
    } catch {
      problems = [OPERATIONS_MESSAGES.databaseDown];
    }
    if (problems.length === 0) return { status: "ok" } satisfies z.infer<typeof readyAnswer>;
    return reply.code(503).send({ status: "unavailable", problems } satisfies z.infer<typeof unreadyAnswer>);
  });
}
