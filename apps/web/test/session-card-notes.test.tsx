import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ACTION_ITEM_TEXTS, SESSION_TEXTS } from "@scalemsp/validators";
import { SessionCard } from "../src/features/sessions/components/session-card";
import type { MemberSession } from "../src/features/sessions/types";

const past: MemberSession = {
  id: 7,
  kind: "one_to_one",
  title: "One-to-one coaching session",
  startsAt: "2026-11-02T15:00:00.000Z",
  endsAt: "2026-11-02T16:00:00.000Z",
  status: "completed",
  coach: { id: 1, name: "Alex Coach", photoUrl: null },
  meetingUrl: null,
  topic: null,
  bookedBy: null,
  sharedNotes: "<p>Raise <strong>prices</strong> by 8%</p>",
  capacity: null,
  seatsLeft: null,
  joined: false,
  canCancel: false,
  canReschedule: false,
  canLeave: false,
  cancelReturnsAllowance: false,
};

const item = {
  id: 3,
  title: "Send the new price list",
  dueDate: "2026-11-20",
  assignee: { id: 2, name: "Morgan Lee" },
  status: "open" as const,
  overdue: true,
};

/** Contract §15: a past session shows its notes (the server's sanitized HTML) and its action items. */
describe("a past session's card", () => {
  const render = (actionItems?: Parameters<typeof SessionCard>[0]["actionItems"]) =>
    renderToString(
      <MantineProvider>
        <SessionCard session={past} timeZone="UTC" upcoming={false} actionItems={actionItems} />
      </MantineProvider>,
    );

  it("shows the notes as formatted text and each action item with a named checkbox", () => {
    const html = render({
      items: [item, { ...item, id: 4, title: "Book the follow-up", status: "done", overdue: false }],
      onToggle: () => {},
    });
    expect(html).toContain(SESSION_TEXTS.notesFromCoach);
    expect(html).toContain("Raise <strong>prices</strong> by 8%");
    expect(html).toContain(ACTION_ITEM_TEXTS.sessionItems);
    expect(html).toContain(
      `aria-label="${ACTION_ITEM_TEXTS.markDone("Send the new price list").replaceAll('"', "&quot;")}"`,
    );
    expect(html).toContain(
      `aria-label="${ACTION_ITEM_TEXTS.markOpen("Book the follow-up").replaceAll('"', "&quot;")}"`,
    );
    expect(html).toContain(ACTION_ITEM_TEXTS.overdue);
    expect(html).toContain(ACTION_ITEM_TEXTS.assignedTo("Morgan Lee"));
    expect(html).toContain("Due Nov 20, 2026");
  });

  it("shows no action item heading when the session gave none", () => {
    const html = render({ items: [], onToggle: () => {} });
    expect(html).toContain("Raise <strong>prices</strong> by 8%");
    expect(html).not.toContain(ACTION_ITEM_TEXTS.sessionItems);
  });
});
