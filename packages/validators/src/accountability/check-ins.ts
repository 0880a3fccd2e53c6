import { z } from "zod";
import { idSchema } from "../ids";
import { tooLongMessage } from "../messages";
import { CHECK_IN_CONFIDENCE_MAX, CHECK_IN_CONFIDENCE_MIN, ISO_WEEK_PATTERN } from "./constants";
import { isIsoWeek, isoWeeksBetween } from "./weeks";

/** Contract §15 'weekly check-in': the inputs and every text the check-in shows or answers. */

/** Each of wins, blockers and next week's focus: a few lines, not an essay. */
export const CHECK_IN_TEXT_MAX = 2000;
/** The coach's comment on a check-in. */
export const CHECK_IN_COMMENT_MAX = 4000;
/** A check-in names at most this many goals (a quarter has a handful). */
export const CHECK_IN_GOALS_MAX = 50;
/** `GET /api/check-ins` without `from`/`to`: this many weeks up to this one. */
export const CHECK_IN_DEFAULT_WEEKS = 12;
/** `GET /api/check-ins`: the longest range asked for at once (about five years). */
export const CHECK_IN_RANGE_MAX_WEEKS = 260;

export const CHECK_IN_MESSAGES = {
  weekInvalid: "Week must be an ISO week in the form 2027-W05",
  rangeReversed: "From must be the same week as to or earlier",
  rangeTooLong: `Ask for at most ${CHECK_IN_RANGE_MAX_WEEKS} weeks at once`,
  weekEnded: "That week has ended: a check-in can be sent or changed only during its own week",
  weekNotStarted: "That week has not started yet: send the check-in during the week it is for",
  empty: "Write at least one of your wins, blockers or next week's focus",
  confidenceInvalid: `Confidence must be a whole number from ${CHECK_IN_CONFIDENCE_MIN} to ${CHECK_IN_CONFIDENCE_MAX}`,
  confidenceGoalInvalid: "Confidence must be given by goal id",
  confidenceTooMany: `Give confidence for at most ${CHECK_IN_GOALS_MAX} goals`,
  unknownGoal: "Confidence can be given only for this quarter's goals of your business",
  membersMayNot: "The business owner has not allowed members to send the weekly check-in",
  noBusiness: "Your account does not belong to a business",
  notFound: "There is no such check-in",
  commentRequired: "Write a comment",
  membersMayCheckInInvalid: "Members may check in must be true or false",
} as const;

/** What the check-in card and the coach's list say. */
export const CHECK_IN_TEXTS = {
  title: "Weekly Check-in",
  weekOf: (weekOf: string) => `Week of ${weekOf}`,
  openUntil: "Open until the end of Sunday",
  intro: "One minute: how the week went and how sure you are of this quarter's goals.",
  winsLabel: "Wins this week",
  winsPlaceholder: "Signed a new client, closed tickets faster…",
  blockersLabel: "Blockers",
  blockersPlaceholder: "What is in the way?",
  focusLabel: "Next week's focus",
  focusPlaceholder: "The one thing that matters most next week",
  confidenceLegend: "How sure are you of each goal this quarter?",
  confidenceScale: "1 very unlikely · 5 sure",
  confidenceFor: (title: string) => `Confidence for ${title}`,
  noGoals: "No goals for this quarter yet: your check-in is just the three answers.",
  send: "Send check-in",
  save: "Save changes",
  cancel: "Cancel",
  edit: "Edit",
  sent: "Check-in sent",
  sentText: "Your coach will read it before your next session.",
  saveFailed: "Check-in not sent",
  youSent: (name: string) => `Sent by ${name}`,
  editableUntil: "You can change it until the end of Sunday.",
  coachComment: "Your coach's comment",
  lastAnswer: "The last check-in",
  noneYet: "No check-in has been sent yet.",
  ownerSends: "The business owner sends the weekly check-in.",
  notSentThisWeek: "This week's check-in has not been sent yet.",
  loading: "Loading the weekly check-in",
  emptyAnswer: "Nothing written",
  membersSwitch: "Members may send the weekly check-in",
  membersSwitchHint: "Team members can send or change this week's check-in; you always can.",
  membersSwitchFailed: "Setting not changed",
  settingsTitle: "Weekly check-in",
  adminTitle: "Check-ins",
  adminEmpty: "No check-ins yet.",
  adminCommentLabel: "Comment for the business",
  adminYourComment: "Your comment",
  adminCommentPlaceholder: "What stood out, what to try next…",
  adminCommentSend: "Send comment",
  adminCommentUpdate: "Update comment",
  adminCommentSent: "Comment sent",
  adminCommentSentText: "The owner and the author get an email.",
  adminCommentFailed: "Comment not sent",
  thisWeek: "This week",
} as const;

/** The labels of the confidence scale, 1 to 5, as the form shows them. */
export const CHECK_IN_CONFIDENCE_LABELS: Record<number, string> = {
  1: "Very unlikely",
  2: "Unlikely",
  3: "Unsure",
  4: "Likely",
  5: "Sure",
};

/** `2027-W05`, a week that exists (week 53 only in years that have one). */
export const isoWeekSchema = z
  .string({ error: CHECK_IN_MESSAGES.weekInvalid })
  .trim()
  .toUpperCase()
  .regex(ISO_WEEK_PATTERN, { error: CHECK_IN_MESSAGES.weekInvalid })
  .refine(isIsoWeek, { error: CHECK_IN_MESSAGES.weekInvalid });

/** Multi-line text, trimmed; empty or absent reads as "". */
const answerText = z
  .string()
  .trim()
  .max(CHECK_IN_TEXT_MAX, { error: tooLongMessage(CHECK_IN_TEXT_MAX) })
  .nullish()
  .transform((value) => value ?? "");

const confidenceValue = z
  .number({ error: CHECK_IN_MESSAGES.confidenceInvalid })
  .int({ error: CHECK_IN_MESSAGES.confidenceInvalid })
  .min(CHECK_IN_CONFIDENCE_MIN, { error: CHECK_IN_MESSAGES.confidenceInvalid })
  .max(CHECK_IN_CONFIDENCE_MAX, { error: CHECK_IN_MESSAGES.confidenceInvalid });

/** `{<goalId>: 1–5}`: a goal's id as the key (JSON keys are text), its confidence as the value. */
export const checkInConfidenceSchema = z
  .record(
    z.string().regex(/^[1-9][0-9]{0,9}$/, { error: CHECK_IN_MESSAGES.confidenceGoalInvalid }),
    confidenceValue,
    { error: CHECK_IN_MESSAGES.confidenceInvalid },
  )
  .refine((confidence) => Object.keys(confidence).length <= CHECK_IN_GOALS_MAX, {
    error: CHECK_IN_MESSAGES.confidenceTooMany,
  });

const answersShape = {
  wins: answerText,
  blockers: answerText,
  focus: answerText,
  confidence: checkInConfidenceSchema.nullish().transform((value) => value ?? {}),
};
const hasAnswer = (answers: { wins: string; blockers: string; focus: string }) =>
  answers.wins !== "" || answers.blockers !== "" || answers.focus !== "";
const emptyIssue = () => ({ path: ["wins"], error: CHECK_IN_MESSAGES.empty });

/** The answers of a check-in, as the form sends them (the week comes from the path). */
export const checkInAnswersSchema = z.object(answersShape).refine(hasAnswer, emptyIssue());
export type CheckInAnswers = z.input<typeof checkInAnswersSchema>;

/** `GET /api/check-ins/{week}`. */
export const checkInWeekInput = z.object({ week: isoWeekSchema });
export type CheckInWeekInput = z.input<typeof checkInWeekInput>;

/** `PUT /api/check-ins/{week}`: the week from the path, the answers from the body. */
export const checkInInput = z
  .object({ week: isoWeekSchema, ...answersShape })
  .refine(hasAnswer, emptyIssue());
export type CheckInInput = z.input<typeof checkInInput>;

/** `GET /api/check-ins?from=&to=`: weeks, both inclusive; without them the last 12 weeks. */
export const checkInListInput = z
  .object({ from: isoWeekSchema.optional(), to: isoWeekSchema.optional() })
  .prefault({})
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ["from"],
    error: CHECK_IN_MESSAGES.rangeReversed,
  })
  .refine(
    (range) => !range.from || !range.to || isoWeeksBetween(range.from, range.to) < CHECK_IN_RANGE_MAX_WEEKS,
    { path: ["from"], error: CHECK_IN_MESSAGES.rangeTooLong },
  );
export type CheckInListInput = z.input<typeof checkInListInput>;

/** `POST /api/admin/check-ins/{id}/comment`: the coach's comment, a few paragraphs at most. */
export const checkInCommentInput = z.object({
  id: idSchema(CHECK_IN_MESSAGES.notFound),
  comment: z
    .string({ error: CHECK_IN_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: CHECK_IN_MESSAGES.commentRequired })
    .max(CHECK_IN_COMMENT_MAX, { error: tooLongMessage(CHECK_IN_COMMENT_MAX) }),
});
export type CheckInCommentInput = z.input<typeof checkInCommentInput>;

/** `PATCH /api/business {membersMayCheckIn}`: the owner lets members send the check-in, or not. */
export const membersMayCheckInField = z.boolean({ error: CHECK_IN_MESSAGES.membersMayCheckInInvalid });
