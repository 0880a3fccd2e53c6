import { and, asc, emailOutbox, eq, inArray, lte, sql, type Database } from "@scalemsp/db";
import {
  coachRecipientOf,
  fromHeaderOf,
  isCoachKind,
  isEmailKind,
  warmTemplates,
  type EmailEnv,
  type EmailKind,
  type MailSender,
  type MailTransport,
} from "@scalemsp/email";
import { EMAIL_CLAIM_LEASE_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MS } from "@scalemsp/validators";
import { sweepCheckInReminders } from "../accountability/check-in-reminders";
import { sweepBillingDeadlines } from "../billing/plan-sweep";
import { fanOutDueCampaigns, settleSentCampaigns } from "../newsletter/fan-out";
import { heldBy, holdLease } from "./lease";
import { createRowRenderer, type RowRenderer } from "./render-row";

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutboxDeps {
  db: Database;
  transport: MailTransport;
  /** The brand and origin of this moment: read per batch, so the admin's edits show at once. */
  env: () => Promise<EmailEnv>;
  /** MAIL_FROM's address (else the configured brand address), and its name if it gives one. */
  from: MailSender;
  /** NOTIFY_EMAIL: where the coach's messages go; unset, the brand's contact email (decision 077). */
  notifyEmail?: string;
  /** Delays before each retry; the contract's by default, shorter in tests. */
  retryDelaysMs?: readonly number[];
  /** How long a claim holds a message before another worker may take it; shorter in tests. */
  leaseMs?: number;
  now?: () => Date;
  /** Told of each failed try, for the log (the row keeps the last error for the admin). */
  onSendFailed?: (failure: SendFailure) => void;
}

/** A failed try as the log shows it: the recipient's domain only, not their address. */
export interface SendFailure {
  outboxId: number;
  messageId: string;
  kind: string;
  attempt: number;
  gaveUp: boolean;
  recipientDomain: string | undefined;
  error: string;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes up to `limit` due messages for this worker alone: FOR UPDATE SKIP LOCKED lets the
 * workers of several app processes claim side by side without taking the same row. The claim
 * counts the try, writes a new lease id and moves the row's due time to the lease's end, so a
 * worker that dies mid-send leaves it to be sent again later (the only way a message can go
 * twice), and a worker whose lease another has taken over learns so before sending.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number = EMAIL_CLAIM_LEASE_MS,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: ts(new Date(now.getTime() + leaseMs)),
      leaseId: sql`gen_random_uuid()`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname || "localhost";
  } catch {
    return "localhost";
  }
};

/** The message's Message-ID: from its row, so every try carries the same one. */
export const messageIdOf = (row: Pick<OutboxRow, "uuid">, origin: string) =>
  `<${row.uuid}@${hostOf(origin)}>`;

const describeFailure = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Renders and sends one claimed message, then records what happened. The lease is renewed
 * while this runs and checked right before the hand-off to the transport: a message whose
 * lease another worker has taken over is left to that worker (answers false, records nothing).
 */
export async function deliverMessage(
  deps: OutboxDeps,
  row: OutboxRow,
  env: EmailEnv,
  renderer: RowRenderer = createRowRenderer(deps.db, env),
): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const lease = holdLease(deps.db, row, deps.leaseMs ?? EMAIL_CLAIM_LEASE_MS, now);
  try {
    return await sendHeld(deps, row, env, renderer, lease.stillHeld);
  } finally {
    lease.release();
  }
}

async function sendHeld(
  deps: OutboxDeps,
  row: OutboxRow,
  env: EmailEnv,
  renderer: RowRenderer,
  stillHeld: () => Promise<boolean>,
): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const delays = deps.retryDelaysMs ?? EMAIL_RETRY_DELAYS_MS;
  let to = row.to;
  let subject = row.subject;
  try {
    if (!isEmailKind(row.kind)) throw new Error(`Unknown kind of message: ${row.kind}`);
    const kind: EmailKind = row.kind;
    to ??= isCoachKind(kind) ? coachRecipientOf(deps.notifyEmail, env.brand.email) : null;
    if (!to) throw new Error("The message has no recipient");
    const rendered = await renderer.render(row, kind);
    subject = rendered.subject;
    if (!(await stillHeld())) return false;
    await deps.transport.send({
      from: fromHeaderOf(deps.from, env.brand.product),
      to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: messageIdOf(row, env.origin),
      headers: rendered.headers,
      attachments: rendered.attachments,
    });
  } catch (error) {
    const gaveUp = row.attempts >= Math.min(EMAIL_MAX_ATTEMPTS, delays.length + 1);
    const delay = delays[Math.min(row.attempts - 1, delays.length - 1)] ?? 0;
    deps.onSendFailed?.({
      outboxId: row.id,
      messageId: messageIdOf(row, env.origin),
      kind: row.kind,
      attempt: row.attempts,
      gaveUp,
      recipientDomain: to?.split("@").pop(),
      error: describeFailure(error),
    });
    await deps.db
      .update(emailOutbox)
      .set({
        to,
        subject,
        lastError: describeFailure(error),
        ...(gaveUp ? { status: "failed" as const } : { nextAttemptAt: new Date(now().getTime() + delay) }),
      })
      // A lease lost meanwhile: the row's tries are the new holder's to count.
      .where(heldBy(row));
    return false;
  }
  await deps.db
    .update(emailOutbox)
    .set({ to, subject, status: "sent", sentAt: now(), lastError: null })
    .where(eq(emailOutbox.id, row.id));
  return true;
}

/**
 * One round: queue the copies of newsletter issues that are due, then send up to `batchSize`
 * messages, `concurrency` at a time, each lane claiming one message just before it sends it (a
 * claim never waits behind other sends), then mark the issues none of whose copies is queued any
 * more as sent. Answers how many messages were claimed.
 */
export async function deliverDueMessages(
  deps: OutboxDeps,
  { batchSize = 50, concurrency = 5 } = {},
): Promise<number> {
  const now = deps.now ?? (() => new Date());
  await fanOutDueCampaigns(deps.db, now());
  let claimed = 0;
  // The brand of this round, read once the first message is claimed.
  let round: Promise<{ env: EmailEnv; renderer: RowRenderer }> | undefined;
  const lanes: Promise<void>[] = [];
  const lane = async () => {
    while (claimed < batchSize) {
      claimed += 1;
      const [row] = await claimDueMessages(deps.db, now(), 1, deps.leaseMs);
      if (!row) {
        claimed -= 1;
        return;
      }
      // Work found: another lane joins, up to `concurrency`.
      if (lanes.length < concurrency) lanes.push(lane());
      round ??= deps.env().then((env) => ({ env, renderer: createRowRenderer(deps.db, env) }));
      const { env, renderer } = await round;
      await deliverMessage(deps, row, env, renderer);
    }
  };
  lanes.push(lane());
  const failures: unknown[] = [];
  // Every lane ends before the round does, even when one of them failed.
  for (let i = 0; i < lanes.length; i++) await lanes[i]!.catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
  await settleSentCampaigns(deps.db, now());
  return claimed;
}

export interface OutboxWorker {
  /** Look for due messages now rather than at the next poll. */
  wake(): void;
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  pollMs?: number;
  /**
   * How often the sweeps that queue timed messages run (the weekly check-in reminder, contract
   * §15): on the first round, then on the first round after each such interval; null: never
   * (tests that run the sweeps themselves, at the times they choose).
   */
  sweepEveryMs?: number | null;
  batchSize?: number;
  concurrency?: number;
  onError?: (error: unknown) => void;
}

/**
 * The messages queued by the clock rather than by a request, each safe to run in several
 * processes at once (what it queues is claimed by a unique row in the queuing transaction).
 */
export async function runSweeps(db: Database, now: Date): Promise<void> {
  await sweepCheckInReminders(db, now);
  await sweepBillingDeadlines(db, now);
}

/**
 * The loop each app process runs: the sweeps now and then, a round, and another at once while
 * rounds come back full.
 */
export function startOutboxWorker(deps: OutboxDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { pollMs = 1000, sweepEveryMs = 60_000, batchSize = 50, concurrency = 5, onError } = options;
  const now = deps.now ?? (() => new Date());
  let stopped = false;
  let sweptAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, pollMs);
    });

  const loop = (async () => {
    try {
      await warmTemplates(await deps.env());
    } catch (error) {
      onError?.(error);
    }
    while (!stopped) {
      let claimed = 0;
      if (sweepEveryMs !== null && (sweptAt === undefined || Date.now() - sweptAt >= sweepEveryMs)) {
        sweptAt = Date.now();
        try {
          await runSweeps(deps.db, now());
        } catch (error) {
          onError?.(error);
        }
      }
      try {
        claimed = await deliverDueMessages(deps, { batchSize, concurrency });
      } catch (error) {
        onError?.(error);
      }
      if (!stopped && claimed < batchSize) await pause();
    }
  })();

  return {
    wake() {
      clearTimeout(timer);
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeUp?.();
      await loop;
    },
  };
}
