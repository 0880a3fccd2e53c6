import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, newsletterSubscriptions } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";

describe.each(testBackends())("the one-click unsubscribe link opened in a browser on %s", (backend) => {
  let t: TestApp;
  let ip = 0;
  const visitor = () => new TestClient(t.app, `10.89.2.${++ip}`);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const subscriber = async () => {
    const email = uniqueEmail("reader");
    expect((await visitor().post("/api/newsletter", { email })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row!;
  };
  const statusOf = async (id: number) =>
    (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)))[0]!.status;

  it("sends a GET on to the unsubscribe page with the token, and changes nothing itself", async () => {
    const row = await subscriber();
    const response = await visitor().get(
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"] ?? "").not.toMatch(/json/);
    // A link checker that fetches the header's link unsubscribes no one (RFC 8058); the page does.
    expect(await statusOf(row.id)).toBe("active");

    const page = new URL(response.headers.location as string, "http://localhost");
    const done = await visitor().post("/api/newsletter/unsubscribe", {
      token: page.searchParams.get("token"),
    });
    expect(done.statusCode).toBe(204);
    expect(await statusOf(row.id)).toBe("unsubscribed");
  });

  it.each([[""], ["?token="], ["?token=a&token=b"], [`?token=${"x".repeat(201)}`]])(
    "sends a GET with no usable token (%s) to the page, which explains the link does not work",
    async (query) => {
      const response = await visitor().get(`/api/newsletter/unsubscribe${query}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/unsubscribe");
    },
  );

  it("keeps RFC 8058's one-click POST on the same path", async () => {
    const row = await subscriber();
    const response = await visitor().request(
      "POST",
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`,
      {
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    );
    expect(response.statusCode).toBe(204);
    expect(await statusOf(row.id)).toBe("unsubscribed");
  });
});
