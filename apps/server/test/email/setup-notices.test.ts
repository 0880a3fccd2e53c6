import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPostalAddress, prepareSetupToken } from "@scalemsp/api";
import { coachProfiles, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "../helpers";
import { addressesOf, startSmtpSink, type SmtpSink } from "./smtp-sink";

/**
 * Decision 077: after setup, the coach hears of every lead and plan request at the contact
 * email they gave, and every message is From the brand's name at the operator's address.
 */

const COACH_EMAIL = "dana@northpeak.example";

const setupBody = (token: string, override: Record<string, unknown> = {}) => ({
  token,
  firstName: "Dana",
  lastName: "Park",
  email: uniqueEmail("admin"),
  password: "Coach-pass-1",
  product: "Northpeak Coaching",
  brandEmail: COACH_EMAIL,
  phone: "",
  postalAddress: "12 Harbor Lane, Portland, ME 04101",
  coachName: "Dana Park, MSP coach",
  meetingUrl: "https://meet.example.com/dana",
  timeZone: "America/Chicago",
  ...override,
});

const lead = (email: string) => ({
  firstName: "Riley",
  lastName: "Stone",
  email,
  company: "Stone IT",
  employees: "6-10",
  message: "We would like help with pricing.",
});

describe.each(testBackends())("setup makes a working business on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // NOTIFY_EMAIL unset: the coach's notices go to the contact email setup stores.
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url, notifyEmail: null } },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("through REST: the lead notice reaches the coach's contact email, From the brand", async () => {
    const token = (await prepareSetupToken(t.db, new Date()))!;
    const admin = new TestClient(t.app, "10.78.0.1");
    const done = await admin.post("/api/setup", setupBody(token));
    expect(done.statusCode).toBe(201);

    // The coach and the postal address setup asked for.
    const [profile] = await t.db
      .select()
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, done.json().user.id as number));
    expect(profile).toMatchObject({
      displayName: "Dana Park, MSP coach",
      meetingUrl: "https://meet.example.com/dana",
      timeZone: "America/Chicago",
    });
    expect(await getPostalAddress(t.db, "fallback")).toBe("12 Harbor Lane, Portland, ME 04101");

    const visitor = uniqueEmail("visitor");
    expect((await new TestClient(t.app, "10.78.0.2").post("/api/contact", lead(visitor))).statusCode).toBe(
      201,
    );
    const notice = await sink.messageTo(COACH_EMAIL, /New consultation request/);
    expect(notice.from?.value).toEqual([{ name: "Northpeak Coaching", address: "hello@scalemsp.example" }]);
    expect(notice.text).toContain("12 Harbor Lane, Portland, ME 04101");

    // Every message, not only the coach's, is From the brand.
    const reader = uniqueEmail("reader");
    expect(
      (await new TestClient(t.app, "10.78.0.3").post("/api/newsletter", { email: reader })).statusCode,
    ).toBe(200);
    const welcome = await sink.messageTo(reader, /newsletter/i);
    expect(welcome.from?.value).toEqual([{ name: "Northpeak Coaching", address: "hello@scalemsp.example" }]);
  });

  it("through tRPC: a plan request's notice reaches the coach's contact email", async () => {
    const owner = new TestClient(t.app, "10.78.0.4");
    expect((await owner.post("/api/register", validRegistration())).statusCode).toBe(201);
    const request = await owner.trpc("mutation", "plans.request", { plan: "pro", message: "" });
    expect(request.status).toBe(200);
    const notice = await sink.messageTo(COACH_EMAIL, /Professional/);
    expect(notice.from?.value).toEqual([{ name: "Northpeak Coaching", address: "hello@scalemsp.example" }]);
  });
});

describe.each(testBackends())("NOTIFY_EMAIL and MAIL_FROM over the brand on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      {
        mail: {
          url: sink.url,
          notifyEmail: "leads@ops.example",
          from: { address: "mail@ops.example", name: "Ops Desk" },
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("through tRPC setup: the notice goes to NOTIFY_EMAIL, From MAIL_FROM's own name", async () => {
    const token = (await prepareSetupToken(t.db, new Date()))!;
    const admin = new TestClient(t.app, "10.78.1.1");
    const done = await admin.trpc(
      "mutation",
      "setup.complete",
      setupBody(token, { phone: "+1 207 555 0142" }),
    );
    expect(done.status).toBe(200);
    expect(
      (await new TestClient(t.app, "10.78.1.2").post("/api/contact", lead(uniqueEmail("v")))).statusCode,
    ).toBe(201);
    const notice = await sink.messageTo("leads@ops.example", /New consultation request/);
    expect(notice.from?.value).toEqual([{ name: "Ops Desk", address: "mail@ops.example" }]);
    expect(sink.messages.some((m) => addressesOf(m.to).includes(COACH_EMAIL))).toBe(false);
  });
});
