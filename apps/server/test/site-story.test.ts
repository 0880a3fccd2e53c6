import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { DEFAULT_SITE_STATS, DEFAULT_TESTIMONIALS, SITE_STORY_MESSAGES } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, type SignedInMember, type TestApp } from "./helpers";

const story = [
  { quote: "We doubled our margin in a year.", name: "Ana Ruiz", company: "Ruiz Networks", rating: 5 },
  { quote: "Our help desk is calm at last.", name: "Tom Berg", company: "Berg IT", rating: 4 },
];
const figures = [
  { value: "120+", label: "MSPs coached" },
  { value: "31%", label: "average growth" },
];

describe.each(testBackends())("the site's testimonials, figures and coach on %s", (backend) => {
  let t: TestApp;
  let admin: SignedInMember;
  let member: SignedInMember;
  const visitor = () => new TestClient(t.app, "10.78.0.1");
  const read = async () => (await visitor().get("/api/site/story")).json();

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
    member = await signInNewUser(t);
  });
  afterAll(() => t.close());

  it("shows the spec's stories and figures, and no coach, until the admin sets them", async () => {
    // The admin is the coach by default, but has written no profile: no name goes before visitors.
    expect(await read()).toEqual({
      testimonials: DEFAULT_TESTIMONIALS,
      stats: DEFAULT_SITE_STATS,
      coach: null,
    });
  });

  it("takes the admin's stories and figures, and null brings the defaults back", async () => {
    const saved = await admin.client.put("/api/admin/settings/testimonials", { testimonials: story });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().testimonials).toEqual(story);
    const stats = await admin.client.put("/api/admin/settings/stats", {
      stats: figures.map((figure) => ({ ...figure, label: ` ${figure.label} ` })),
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(await read()).toMatchObject({ testimonials: story, stats: figures });

    expect(
      (await admin.client.put("/api/admin/settings/testimonials", { testimonials: null })).statusCode,
    ).toBe(200);
    expect((await admin.client.put("/api/admin/settings/stats", { stats: null })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ testimonials: DEFAULT_TESTIMONIALS, stats: DEFAULT_SITE_STATS });
  });

  it("refuses input of any bad shape with the field's message", async () => {
    const cases: [string, unknown, string][] = [
      ["/api/admin/settings/testimonials", { testimonials: [] }, SITE_STORY_MESSAGES.testimonialsCount],
      [
        "/api/admin/settings/testimonials",
        { testimonials: [{ ...story[0], quote: " " }] },
        SITE_STORY_MESSAGES.quoteRequired,
      ],
      [
        "/api/admin/settings/testimonials",
        { testimonials: [{ ...story[0], rating: 6 }] },
        SITE_STORY_MESSAGES.ratingInvalid,
      ],
      ["/api/admin/settings/testimonials", { testimonials: "many" }, ""],
      ["/api/admin/settings/stats", { stats: [figures[0]] }, SITE_STORY_MESSAGES.statsCount],
      [
        "/api/admin/settings/stats",
        { stats: [figures[0], { value: "", label: "x" }] },
        SITE_STORY_MESSAGES.statValueRequired,
      ],
      [
        "/api/admin/settings/stats",
        { stats: [figures[0], { value: "1".repeat(13), label: "x" }] },
        SITE_STORY_MESSAGES.statValueTooLong,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.client.put(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.json().errors ?? res.json().message)).toContain(message);
    }
  });

  it("lets only the admin change them", async () => {
    expect((await member.client.put("/api/admin/settings/stats", { stats: figures })).statusCode).toBe(403);
    expect((await visitor().put("/api/admin/settings/stats", { stats: figures })).statusCode).toBe(401);
  });

  it("introduces the coach from the coach profile", async () => {
    const saved = await admin.client.put("/api/admin/coach-profile", {
      displayName: "Dana Whitfield",
      bio: "Ran an MSP for 15 years before coaching others.",
      photoUrl: "https://cdn.example/dana.jpg",
      timeZone: "America/New_York",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).coach).toEqual({
      name: "Dana Whitfield",
      bio: "Ran an MSP for 15 years before coaching others.",
      photoUrl: "https://cdn.example/dana.jpg",
    });
  });
});
