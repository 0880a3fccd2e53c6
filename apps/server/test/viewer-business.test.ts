import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { signInNewUser, startTestApp, statementsRun, type TestApp } from "./helpers";

/** A statement that reads the businesses table (drizzle quotes its names). */
const readsBusinesses = (statement: string) =>
  /^select\b/i.test(statement) && statement.includes('"businesses"');

/** A statement that reads the coach profiles (the coach's time zone). */
const readsCoachProfiles = (statement: string) =>
  /^select\b/i.test(statement) && statement.includes('"coach_profiles"');

/**
 * The viewer's business and the coach's time zone are read with the session, once a request:
 * the member's reads of them (the scorecard's sharing, who may check in, the goals' business,
 * the plan on the billing card, the weeks and quarters the check-in, goals, action items and
 * allowance count in) take them from there rather than each asking again (the dashboard sends
 * all of these at once).
 */
describe.each(testBackends())("the viewer's business, read with the session, on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is read once for the dashboard's reads of it, and its changes show on the next request", async () => {
    const owner = await signInNewUser(t, { plan: "pro" });
    const paths = [
      "scorecard.get",
      "checkIns.current",
      "goals.list",
      "billing.state",
      "actionItems.list",
      "sessions.allowance",
    ];
    const url = `/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify({ 2: {} }))}`;

    let answer: { result?: { data: unknown }; error?: unknown }[] = [];
    const statements = await statementsRun(t.database, async () => {
      answer = (await owner.client.get(url)).json();
    });
    expect(answer.map((read) => read.error)).toEqual(paths.map(() => undefined));
    // The session's own statement, which joins the business: none of the four reads it again.
    expect(statements.filter(readsBusinesses)).toHaveLength(1);
    expect(statements.filter(readsBusinesses)[0]).toMatch(/"sessions"/);
    // The coach's time zone, which counts the weeks and quarters, comes with the session too.
    expect(statements.filter(readsCoachProfiles)).toHaveLength(1);
    expect(statements.filter(readsCoachProfiles)[0]).toMatch(/"sessions"/);

    // A change made by the owner is what the next request reads.
    const patched = await owner.client.patch("/api/business", {
      shareScorecardWithTeam: true,
      membersMayCheckIn: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    const [scorecard, current] = (await member.client.get(url)).json() as { result: { data: unknown } }[];
    expect(scorecard?.result.data).toMatchObject({ shared: true, canEdit: false });
    expect(current?.result.data).toMatchObject({ editable: true });
  });

  it("answers the allowance and the billing state each in one statement beside the session's", async () => {
    const owner = await signInNewUser(t, { plan: "pro" });
    for (const path of ["/api/sessions/allowance", "/api/billing"]) {
      let status = 0;
      const statements = await statementsRun(t.database, async () => {
        status = (await owner.client.get(path)).statusCode;
      });
      expect(status, path).toBe(200);
      expect(statements, path).toHaveLength(2);
    }
  });
});
