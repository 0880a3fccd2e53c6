import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { and, consultationRequests, desc, emailOutbox, eq, strategyHolds } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import type { Doc, DocSchema } from "./openapi-doc";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "./helpers";

interface Slot {
  startsAt: string;
}
interface Lead {
  id: number;
  email: string;
  strategySession: "pending" | "confirmed" | "lapsed" | null;
}

const PASSWORD = "Sup3rSecret";
let ipCounter = 0;
/** A client address of its own per visitor, so the hourly hold limit never counts across them. */
const freshIp = () => `10.47.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * Contract §14 'free strategy session': an unconfirmed hold lapses and its lead stays; the
 * admin's Leads list says which leads' free session awaits confirmation or lapsed.
 */
describe.each(testBackends())("leads with a free strategy session on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let free: Slot[];
  /** The lapsed lead's contact-form token, with which it holds a time again. */
  let lapsedToken: string;
  const leads: Record<"pending" | "confirmed" | "lapsed" | "none", string> = {
    pending: uniqueEmail("pending"),
    confirmed: uniqueEmail("confirmed"),
    lapsed: uniqueEmail("lapsed"),
    none: uniqueEmail("none"),
  };
  const marker = `Held${Date.now()}`;

  const contact = (email: string) => ({ firstName: "Kim", lastName: "Hale", email, company: marker });
  /** Holds a time from the public site, as a visitor does: with the contact form's token or the form's fields. */
  async function hold(slot: Slot, lead: { bookingToken: string } | ReturnType<typeof contact>) {
    const res = await new TestClient(t.app, freshIp()).post("/api/public/strategy-bookings", {
      ...lead,
      startsAt: slot.startsAt,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "pending" });
  }
  /** The confirmation token the hold e-mail to an address carries. */
  async function holdToken(email: string) {
    const [row] = await t.database.handle.db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "strategy-hold"), eq(emailOutbox.to, email)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return (row!.payload as { token: string }).token;
  }
  const stateByEmail = (items: Lead[]) =>
    Object.fromEntries(
      items.filter((l) => Object.values(leads).includes(l.email)).map((l) => [l.email, l.strategySession]),
    );
  const expected = () => ({
    [leads.pending]: "pending",
    [leads.confirmed]: "confirmed",
    [leads.lapsed]: "lapsed",
    [leads.none]: null,
  });

  beforeAll(async () => {
    t = await startTestApp(backend);
    const email = uniqueEmail("coach");
    await ensureAdmin(t.database.handle.db, email, PASSWORD);
    admin = new TestClient(t.app, freshIp());
    expect((await admin.post("/api/login", { email, password: PASSWORD })).statusCode).toBe(200);
    const profile = await admin.request("PUT", "/api/admin/coach-profile", {
      body: {
        displayName: "Alex Morgan",
        bio: "Fifteen years of MSP growth.",
        photoUrl: null,
        meetingUrl: "https://meet.example/alex",
        timeZone: "America/New_York",
      },
    });
    expect(profile.statusCode).toBe(200);
    const slots = (await new TestClient(t.app, freshIp()).get("/api/public/strategy-slots")).json() as Slot[];
    // Times days apart, so the coach's daily cap on free sessions never refuses one.
    free = [0, 1, 2, 3].map((q) => slots[Math.floor((q * slots.length) / 4)]!);

    const sent = await new TestClient(t.app, freshIp()).post("/api/contact", contact(leads.lapsed));
    expect(sent.statusCode).toBe(201);
    lapsedToken = (sent.json() as { bookingToken: string }).bookingToken;
    await hold(free[0]!, { bookingToken: lapsedToken });
    // The hour passes unconfirmed; the list reads it lapsed before any slot read marks it so.
    const expired = await t.database.handle.db
      .update(strategyHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(strategyHolds.status, "pending"))
      .returning({ id: strategyHolds.id });
    expect(expired).toHaveLength(1);

    await hold(free[1]!, contact(leads.pending));
    await hold(free[2]!, contact(leads.confirmed));
    const confirmed = await new TestClient(t.app, freshIp()).get(
      `/api/public/strategy-bookings/confirm?token=${encodeURIComponent(await holdToken(leads.confirmed))}`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(
      (await new TestClient(t.app, freshIp()).post("/api/contact", contact(leads.none))).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists each lead's free session state over REST", async () => {
    const res = await admin.get("/api/admin/consultations");
    expect(res.statusCode).toBe(200);
    expect(stateByEmail(res.json() as Lead[])).toEqual(expected());
  });

  it("pages them with the same state over tRPC, and keeps it in a status change", async () => {
    const page = await admin.trpc("query", "admin.leads.consultationsPage", { search: marker, pageSize: 25 });
    expect(page.status).toBe(200);
    const items = (page.body.result?.data as { items: Lead[] }).items;
    expect(stateByEmail(items)).toEqual(expected());
    const pending = items.find((l) => l.email === leads.pending)!;
    const changed = await admin.patch(`/api/admin/consultations/${pending.id}`, { status: "contacted" });
    expect(changed.json()).toMatchObject({ status: "contacted", strategySession: "pending" });
  });

  it("exports the state as a CSV column", async () => {
    const res = await admin.trpc("query", "admin.leads.consultationsCsv", { search: marker });
    const lines = (res.body.result?.data as { csv: string }).csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]!.split(",").at(-1)).toBe("Free session");
    const lastCell = (email: string) =>
      lines
        .find((l) => l.includes(email))!
        .split(",")
        .at(-1);
    expect(lastCell(leads.lapsed)).toBe("lapsed");
    expect(lastCell(leads.confirmed)).toBe("confirmed");
    expect(lastCell(leads.none)).toBe("");
  });

  it("shows the newest hold of a lead that held a time again after its first lapsed", async () => {
    await hold(free[3]!, { bookingToken: lapsedToken });
    const [lead] = await t.database.handle.db
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(eq(consultationRequests.email, leads.lapsed));
    const holds = await t.database.handle.db
      .select({ expiresAt: strategyHolds.expiresAt })
      .from(strategyHolds)
      .where(eq(strategyHolds.consultationRequestId, lead!.id));
    expect(holds).toHaveLength(2);
    const listed = ((await admin.get("/api/admin/consultations")).json() as Lead[]).filter(
      (l) => l.email === leads.lapsed,
    );
    expect(listed.map((l) => l.strategySession)).toEqual(["pending"]);
  });

  it("describes the field in the OpenAPI document", async () => {
    const doc = (await new TestClient(t.app).get("/api/openapi.json")).json() as Doc;
    const schema = doc.paths["/api/admin/consultations"]!.get!.responses["200"]!.content!["application/json"]!
      .schema as DocSchema & { items: DocSchema };
    expect(schema.items.properties?.strategySession).toBeDefined();
  });
});
