import { MantineProvider, Modal, createTheme } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SessionsCard } from "../src/components/account-security/sessions-card";
import { CheckInAnswer } from "../src/components/check-in-answer";
import { SignInsCard } from "../src/components/account-security/sign-ins-card";
import { emailBreakParts } from "../src/components/email-address";
import { SessionDetailModal } from "../src/features/admin/coaching/session-detail-modal";
import { StrategyHoldsCard } from "../src/features/admin/coaching/strategy-holds-card";
import type { AdminSession } from "../src/features/admin/coaching/types";
import { CampaignEditor } from "../src/features/admin/leads/campaign-editor";
import { ResourceCard } from "../src/features/resources/components/resource-card";
import { ApiTokensCard } from "../src/features/admin/settings/api-tokens-card";
import { SubscriptionsTable } from "../src/features/admin/subscriptions/subscriptions-table";
import { ResetLinkModal } from "../src/features/admin/users/reset-link-modal";
import { InvitationRow } from "../src/features/team/components/invitation-row";
import { MemberRow } from "../src/features/team/components/member-row";
import { TRPCProvider } from "../src/lib/trpc";
import type { SessionUser } from "../src/session/types";
import { fakeTrpc, user } from "./fake-trpc";

type Outputs = inferRouterOutputs<AppRouter>;
type Handles = ReturnType<typeof fakeTrpc>["handles"];
type QueryClient = ReturnType<typeof fakeTrpc>["queryClient"];

/** 20:05 UTC: 3:05 PM in New York, 2:05 PM in Chicago. */
const AT = "2026-12-05T20:05:00.000Z";
const admin: SessionUser = {
  ...user,
  role: "admin",
  businessId: null,
  isOwner: false,
  timeZone: "America/New_York",
};

// Dialogs render in place, so their text is in the server-rendered page.
const theme = createTheme({
  components: {
    Modal: Modal.extend({ defaultProps: { withinPortal: false, transitionProps: { duration: 0 } } }),
    ModalRoot: Modal.Root.extend({ defaultProps: { withinPortal: false, transitionProps: { duration: 0 } } }),
  },
});

/** The node as the server writes it for `viewer`, with the queries `seed` answers already read. */
function render(
  viewer: SessionUser,
  node: ReactNode,
  seed: (handles: Handles, queryClient: QueryClient) => void = () => {},
) {
  const { handles, queryClient } = fakeTrpc({});
  queryClient.setQueryData(handles.trpc.auth.me.queryKey(), viewer);
  seed(handles, queryClient);
  // React's markers between adjacent texts say nothing of what a person reads.
  return renderToString(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={handles.trpcClient} queryClient={queryClient}>
          {node}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  ).replaceAll("<!-- -->", "");
}

/** An address as EmailAddress writes it: wrapping only after its @ and before its dots. */
const wrapped = (email: string) =>
  `<span style="overflow-wrap:break-word">${emailBreakParts(email).join("<wbr/>")}</span>`;

describe("every time the signed-in app shows names its zone", () => {
  it("a member's sign-ins and sessions, in the member's own zone", () => {
    const seed = (handles: Handles, queryClient: QueryClient) => {
      queryClient.setQueryData(handles.trpc.security.signIns.queryKey(), [
        { succeeded: true, method: "password", ipAddress: null, userAgent: null, at: AT },
      ] satisfies Outputs["security"]["signIns"]);
      queryClient.setQueryData(handles.trpc.security.sessions.queryKey(), [
        { id: 1, current: true, userAgent: null, ipAddress: "10.0.0.1", lastSeenAt: AT, createdAt: AT },
      ] satisfies Outputs["security"]["sessions"]);
    };
    expect(render(user, <SignInsCard />, seed)).toContain("Dec 5, 2026 2:05 PM CST");
    expect(render(user, <SessionsCard />, seed)).toContain("10.0.0.1 · Dec 5, 2026 2:05 PM CST");
  });

  it("the admin's module subscriptions", () => {
    const html = render(
      admin,
      <SubscriptionsTable businessId={7} businessName="Dana IT" />,
      (handles, queryClient) =>
        queryClient.setQueryData(handles.trpc.admin.businesses.subscriptions.queryKey({ id: 7 }), [
          {
            id: 1,
            businessId: 7,
            moduleId: 2,
            moduleTitle: "Hiring",
            isActive: true,
            accessStartDate: AT,
            accessEndDate: "2027-01-05T20:05:00.000Z",
            createdAt: AT,
            updatedAt: AT,
          },
        ] satisfies Outputs["admin"]["businesses"]["subscriptions"]),
    );
    expect(html).toContain("Dec 5, 2026 3:05 PM EST");
    expect(html).toContain("Jan 5, 2027 3:05 PM EST");
  });

  it("the admin's API tokens: made, last used and revoked", () => {
    const html = render(admin, <ApiTokensCard />, (handles, queryClient) =>
      queryClient.setQueryData(handles.trpc.admin.tokens.list.queryKey(), [
        {
          id: 1,
          name: "backup script",
          createdAt: AT,
          lastUsedAt: "2026-12-06T20:05:00.000Z",
          revokedAt: "2026-12-07T20:05:00.000Z",
        },
      ] satisfies Outputs["admin"]["tokens"]["list"]),
    );
    expect(html).toContain("Dec 5, 2026 3:05 PM EST");
    expect(html).toContain("Dec 6, 2026 3:05 PM EST");
    expect(html).toContain("Dec 7, 2026 3:05 PM EST");
  });

  it("when a scheduled newsletter issue goes out", () => {
    const html = render(admin, <CampaignEditor id={3} onClose={() => {}} />, (handles, queryClient) =>
      queryClient.setQueryData(handles.trpc.admin.campaigns.get.queryKey({ id: 3 }), {
        id: 3,
        subject: "December",
        slug: "december",
        body: "News",
        status: "scheduled",
        scheduledAt: AT,
        sentAt: null,
        createdAt: AT,
        updatedAt: AT,
        counts: { recipients: 0, sent: 0, failed: 0 },
      } satisfies Outputs["admin"]["campaigns"]["get"]),
    );
    expect(html).toContain("Goes out Dec 5, 2026 3:05 PM EST");
  });

  it("when a password reset link expires", () => {
    const html = render(
      admin,
      <ResetLinkModal
        link={{ email: "dana@example.com", url: "https://example.com/reset-password?token=t", expiresAt: AT }}
        onClose={() => {}}
      />,
    );
    expect(html).toContain("expires on Dec 5, 2026 3:05 PM EST");
    expect(html).toContain(`Send this link to ${wrapped("dana@example.com")}`);
  });
});

describe("a date near midnight is on the member's own calendar, as the server renders it", () => {
  /** 03:30 UTC on Dec 6: still 9:30 PM on Dec 5 in Chicago, the member's zone. */
  const NIGHT = "2026-12-06T03:30:00.000Z";

  it("a resource's date and a check-in's, with its coach's comment", () => {
    const resource = render(
      user,
      <ResourceCard
        selected={false}
        onSelect={() => {}}
        resource={{
          id: 1,
          title: "Pricing guide",
          description: "How to price managed services.",
          type: "document",
          accessLevel: "free",
          featured: false,
          thumbnailUrl: null,
          fileName: "pricing.pdf",
          fileUrl: "/downloads/pricing.pdf",
          downloadCount: 0,
          categoryId: null,
          categoryName: null,
          createdAt: NIGHT,
          updatedAt: NIGHT,
          locked: false,
        }}
      />,
    );
    expect(resource).toContain(`<time dateTime="${NIGHT}">12/5/2026</time>`);

    const checkIn = render(
      user,
      <CheckInAnswer
        goals={[]}
        checkIn={{
          id: 1,
          week: "2026-W49",
          wins: "Signed a client",
          blockers: "",
          focus: "",
          confidence: {},
          author: { id: 1, name: "Morgan Lee" },
          comment: "Well done",
          commentedAt: NIGHT,
          createdAt: NIGHT,
          updatedAt: NIGHT,
        }}
      />,
    );
    expect(checkIn).toContain("Morgan Lee · Dec 5, 2026");
    expect(checkIn).not.toContain("Dec 6, 2026");
  });
});

describe("an email address wraps only after its @ and before its dots", () => {
  const email = "dana.reyes@northpeak.example";

  it("on the team page: a member and an invitation", () => {
    const member = render(
      user,
      <MemberRow
        isSelf={false}
        member={{
          id: 2,
          name: "Dana Reyes",
          firstName: "Dana",
          lastName: "Reyes",
          email,
          role: "member",
          isOwner: false,
          isActive: true,
          lastSignInAt: null,
        }}
      />,
    );
    expect(member).toContain(wrapped(email));
    const invitation = render(
      user,
      <InvitationRow invitation={{ id: 3, email, firstName: "Dana", expiresAt: AT, createdAt: AT }} />,
    );
    expect(invitation).toContain(wrapped(email));
    expect(invitation).toContain("Dana · ");
  });

  it("in the coach's held strategy sessions", () => {
    const openedAt = Date.parse(AT);
    const html = render(
      admin,
      <StrategyHoldsCard timeZone="UTC" openedAt={openedAt} />,
      (handles, queryClient) =>
        queryClient.setQueryData(
          handles.trpc.admin.coaching.strategyHolds.queryKey({
            from: new Date(openedAt - 86_400_000).toISOString(),
            to: new Date(openedAt + 60 * 86_400_000).toISOString(),
          }),
          [
            {
              id: 1,
              coachId: 1,
              startsAt: AT,
              endsAt: "2026-12-05T20:35:00.000Z",
              expiresAt: AT,
              status: "pending",
              lead: { id: 1, name: "Riley Stone", email, company: "Northpeak" },
            },
          ] satisfies Outputs["admin"]["coaching"]["strategyHolds"],
        ),
    );
    expect(html).toContain(`Riley Stone · Northpeak · ${wrapped(email)}`);
  });

  it("in a session's details: the lead and who booked it", () => {
    const session: AdminSession = {
      id: 1,
      kind: "strategy",
      title: "Strategy session",
      startsAt: AT,
      endsAt: "2026-12-05T20:35:00.000Z",
      status: "booked",
      coach: { id: 1, name: "Lee" },
      business: null,
      lead: { id: 1, name: "Riley Stone", email, company: "Northpeak" },
      bookedBy: { id: 4, name: "Sam Park", email: "sam.park@mail.example" },
      topic: null,
      coachNotes: null,
      sharedNotes: null,
      capacity: null,
      attendees: [],
      cancelledAt: null,
      cancelReason: null,
      meetingUrl: null,
    };
    const html = render(
      admin,
      <SessionDetailModal
        session={session}
        timeZone="UTC"
        openedAt={Date.parse(AT) - 3_600_000}
        onClose={() => {}}
        onChangeGroup={() => {}}
      />,
    );
    expect(html).toContain(wrapped(email));
    expect(html).toContain(wrapped("sam.park@mail.example"));
  });
});
