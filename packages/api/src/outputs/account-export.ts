import { LESSON_STATUSES, NEWSLETTER_STATUSES, SESSION_KINDS, SESSION_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { publicBusinessOutput, publicUserOutput } from "./accounts";
import { nullableText, timestampOutput } from "./common";
import { areaScoresOutput, scorecardEntryOutput } from "./scorecard";

const nullableTimestamp = timestampOutput.nullable();

/**
 * The JSON file `GET /api/user/export` sends (contract §11): everything stored about the caller,
 * secrets left out. Strict objects, so a field the export adds without naming it here fails its
 * test.
 */
export const accountExportOutput = z.strictObject({
  exportedAt: timestampOutput,
  profile: publicUserOutput,
  business: publicBusinessOutput.nullable(),
  progress: z.array(
    z.strictObject({
      course: z.string(),
      lesson: z.string(),
      status: z.enum(LESSON_STATUSES),
      progress: z.number().int(),
      completedAt: nullableTimestamp,
    }),
  ),
  quizAttempts: z.array(
    z.strictObject({
      lesson: z.string(),
      score: z.number().int(),
      maxScore: z.number().int(),
      passed: z.boolean().nullable(),
      areas: areaScoresOutput.nullable(),
      answers: z.array(
        z.strictObject({ questionId: z.number().int(), optionIds: z.array(z.number().int()) }),
      ),
      createdAt: timestampOutput,
    }),
  ),
  coachingSessions: z.array(
    z.strictObject({
      kind: z.enum(SESSION_KINDS),
      title: nullableText,
      topic: nullableText,
      status: z.enum(SESSION_STATUSES),
      startsAt: timestampOutput,
      endsAt: timestampOutput,
      sharedNotes: nullableText,
      cancelledAt: nullableTimestamp,
      cancelReason: nullableText,
    }),
  ),
  groupSessions: z.array(
    z.strictObject({
      title: nullableText,
      startsAt: timestampOutput,
      joinedAt: timestampOutput,
      leftAt: nullableTimestamp,
    }),
  ),
  signIns: z.array(z.strictObject({ createdAt: timestampOutput, expiresAt: timestampOutput })),
  apiTokens: z.array(
    z.strictObject({
      name: z.string(),
      createdAt: timestampOutput,
      lastUsedAt: nullableTimestamp,
      revokedAt: nullableTimestamp,
    }),
  ),
  newsletter: z.array(
    z.strictObject({
      status: z.enum(NEWSLETTER_STATUSES),
      createdAt: timestampOutput,
      unsubscribedAt: nullableTimestamp,
    }),
  ),
  consultationRequests: z.array(
    z.strictObject({
      firstName: z.string(),
      lastName: z.string(),
      company: z.string(),
      employees: nullableText,
      message: nullableText,
      createdAt: timestampOutput,
    }),
  ),
  /** The business's monthly figures: its owner's export only. */
  monthlyFigures: z.array(scorecardEntryOutput).optional(),
});
