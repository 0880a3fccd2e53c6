import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter, proceduresOf } from "@scalemsp/api";
import { eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES } from "@scalemsp/validators";
import { UPLOAD_PATH } from "../src/http/uploads";
import { restRoutes } from "../src/rest/routes";
import { TestClient, startTestApp, type TestApp } from "./helpers";
import { createAdmin, createTeam, dbOf, signIn } from "./admin-fixtures";

/**
 * Generated from the router and the REST table, so an admin procedure or path added
 * later is checked without anyone listing it here.
 *
 * A deactivated admin whose session still exists (the flag set directly in the
 * database) answers 403 "deactivated"; an admin deactivated through the API has no
 * session left, so answers 401 — both are checked.
 */
const adminProcedures = proceduresOf(appRouter)
  .filter(({ path }) => path.startsWith("admin."))
  .map(({ path, type }) => ({ path, type }));

const adminRestRoutes: { method: string; path: string; procedure?: string }[] = restRoutes.filter((route) =>
  route.path.startsWith("/api/admin"),
);
// The upload path is served outside the table (it reads multipart itself); it is admin-only too.
if (!adminRestRoutes.some((route) => route.path === UPLOAD_PATH)) {
  adminRestRoutes.push({ method: "POST", path: UPLOAD_PATH });
}

interface Answer {
  call: string;
  status: number;
  message: string | undefined;
}

async function callEveryProcedure(client: TestClient): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const { path, type } of adminProcedures) {
    const { status, body } =
      type === "query"
        ? await client.trpc("query", path, { id: 1 })
        : await client.trpc("mutation", path, {});
    answers.push({ call: `trpc ${path}`, status, message: body.error?.message });
  }
  return answers;
}

async function callEveryRestRoute(client: TestClient): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of adminRestRoutes) {
    const url = route.path.replace(/\{\w+\}/g, "1");
    const res =
      route.method === "GET"
        ? await client.get(url)
        : route.path === UPLOAD_PATH
          ? await client.request(route.method, url, {
              headers: { "content-type": "multipart/form-data; boundary=x" },
            })
          : await client.request(route.method, url, { body: {} });
    let message: string | undefined;
    try {
      message = res.json().message;
    } catch {
      message = undefined;
    }
    answers.push({ call: `${route.method} ${route.path}`, status: res.statusCode, message });
  }
  return answers;
}

const callEverything = async (client: TestClient) => [
  ...(await callEveryProcedure(client)),
  ...(await callEveryRestRoute(client)),
];

describe.each(testBackends())("admin authorization on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds the admin procedures and REST paths to check", () => {
    const paths = adminProcedures.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "admin.businesses.list",
        "admin.businesses.update",
        "admin.users.list",
        "admin.users.resetLink",
        "admin.modules.create",
        "admin.modules.addLesson",
        "admin.lessons.update",
        "admin.businesses.addSubscription",
        "admin.subscriptions.update",
        "admin.settings.update",
      ]),
    );
    expect(adminRestRoutes.length).toBeGreaterThanOrEqual(17);
    for (const route of restRoutes.filter((r) => r.path.startsWith("/api/admin"))) {
      expect(route.procedure.startsWith("admin.")).toBe(true);
    }
  });

  it("answers 401 to a signed-out caller everywhere", async () => {
    const wrong = (await callEverything(new TestClient(t.app))).filter((a) => a.status !== 401);
    expect(wrong).toEqual([]);
  });

  it.each(["member", "business_owner"] as const)("answers 403 to a %s everywhere", async (role) => {
    const { owner, members } = await createTeam(t, { members: 1 });
    const user = role === "member" ? members[0]! : owner;
    const client = await signIn(t, user.email);
    const answers = await callEverything(client);
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
    expect(answers.filter((a) => a.message !== MESSAGES.adminOnly)).toEqual([]);
  });

  it("answers 403 'deactivated' to a deactivated admin whose session still exists", async () => {
    const admin = await createAdmin(t);
    const client = await signIn(t, admin.email);
    await dbOf(t).update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    const answers = await callEverything(client);
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
    expect(answers.filter((a) => a.message !== MESSAGES.accountDeactivated)).toEqual([]);
  });

  it("answers 401 to an admin deactivated through the API: their sessions ended", async () => {
    const other = await createAdmin(t);
    const otherClient = await signIn(t, other.email);
    const admin = await createAdmin(t);
    const client = await signIn(t, admin.email);
    expect((await client.patch(`/api/admin/users/${other.id}`, { isActive: false })).statusCode).toBe(200);
    const answers = await callEverything(otherClient);
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it("lets an active admin through everywhere", async () => {
    const admin = await createAdmin(t);
    const client = await signIn(t, admin.email);
    const denied = (await callEverything(client)).filter((a) => a.status === 401 || a.status === 403);
    expect(denied).toEqual([]);
  });
});
