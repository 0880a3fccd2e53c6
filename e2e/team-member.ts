import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { asOwnClient, expect, newUser, type SignedUpUser } from "./fixtures";
import { linksOf, waitForMail } from "./mail";

export interface JoinedMember {
  colleague: SignedUpUser;
  /** The member's own browser context: close it when the test is done with the member. */
  context: BrowserContext;
  member: Page;
}

/**
 * The owner signed in on `owner` invites a colleague, who accepts from the invitation e-mail's
 * link in a browser context of their own: the member's side of a team, signed in.
 */
export async function joinAsMember(
  owner: APIRequestContext,
  browser: Browser,
  viewport: { width: number; height: number },
  colleague: SignedUpUser = newUser({ firstName: "Jo" }),
): Promise<JoinedMember> {
  const invited = await owner.post("/api/team/invites", {
    data: { email: colleague.email, firstName: colleague.firstName },
    headers: asOwnClient(),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(colleague.email, { subject: /You are invited to join your team/ });
  const token = new URL(
    linksOf(mail).find((href) => href.includes("/accept-invite?token="))!,
  ).searchParams.get("token");
  const context = await browser.newContext({ viewport });
  const member = await context.newPage();
  const joined = await member.request.post("/api/invites/accept", {
    data: {
      token,
      password: colleague.password,
      firstName: colleague.firstName,
      lastName: colleague.lastName,
    },
    headers: asOwnClient(),
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { colleague, context, member };
}
