/** Spec §2: the sessions pages show fixed sample data until coaching sessions are booked through the product. */

export interface SampleSession {
  id: string;
  title: string;
  kind: "One-to-one" | "Group";
  coach: string;
  /** Shown as written: sample data has no real dates to format. */
  date: string;
  time: string;
  durationMinutes: number;
}

export const UPCOMING_SESSIONS: readonly SampleSession[] = [
  {
    id: "u1",
    title: "Pricing Strategy Review",
    kind: "One-to-one",
    coach: "Alex Morgan",
    date: "Tuesday, December 2",
    time: "10:00 AM EST",
    durationMinutes: 60,
  },
  {
    id: "u2",
    title: "MSP Owners Mastermind",
    kind: "Group",
    coach: "Alex Morgan",
    date: "Thursday, December 4",
    time: "1:00 PM EST",
    durationMinutes: 90,
  },
  {
    id: "u3",
    title: "Hiring Plan Check-in",
    kind: "One-to-one",
    coach: "Jordan Ellis",
    date: "Tuesday, December 16",
    time: "11:30 AM EST",
    durationMinutes: 45,
  },
];

export interface PastSession extends SampleSession {
  summary: string;
}

export const PAST_SESSIONS: readonly PastSession[] = [
  {
    id: "p1",
    title: "90-Day Growth Plan Kickoff",
    kind: "One-to-one",
    coach: "Alex Morgan",
    date: "Tuesday, November 4",
    time: "10:00 AM EST",
    durationMinutes: 60,
    summary: "Chose recurring revenue as the first constraint to fix and set three targets for the quarter.",
  },
  {
    id: "p2",
    title: "MSP Owners Mastermind",
    kind: "Group",
    coach: "Alex Morgan",
    date: "Thursday, November 13",
    time: "1:00 PM EST",
    durationMinutes: 90,
    summary: "Peer review of service tier designs and price increase letters.",
  },
];

export interface CoachSlot {
  id: string;
  coach: string;
  day: string;
  times: readonly string[];
}

export const COACH_AVAILABILITY: readonly CoachSlot[] = [
  {
    id: "a1",
    coach: "Alex Morgan",
    day: "Monday, December 8",
    times: ["9:00 AM EST", "11:00 AM EST", "3:00 PM EST"],
  },
  { id: "a2", coach: "Alex Morgan", day: "Wednesday, December 10", times: ["10:00 AM EST", "2:00 PM EST"] },
  {
    id: "a3",
    coach: "Jordan Ellis",
    day: "Friday, December 12",
    times: ["9:30 AM EST", "1:30 PM EST", "4:00 PM EST"],
  },
];

/** Spec §2: the coaching package card. */
export const COACHING_PACKAGE = [
  "2 one-to-one sessions monthly",
  "1 group session weekly",
  "Email response within 24 hours",
] as const;
