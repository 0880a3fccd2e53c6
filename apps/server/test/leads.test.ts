import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { consultationRequests, eq, newsletterSubscriptions } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { LEAD_MESSAGES, MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "./helpers";

const PASSWORD = "Sup3rSecret";

interface Consultation {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  employees: string | null;
  message: string | null;
  status: string;
  note: string | null;
  createdAt: string;
}
interface Subscriber {
  id: number;
  email: string;
  status: "active" | "unsubscribed";
  createdAt: string;
  unsubscribedAt: string | null;
  unsubscribeUrl: string;
}

let ipCounter = 0;
/** A client address of its own, so that one test's requests never count against another's limit. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const validContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email: uniqueEmail("lead"),
  company: "Reyes IT Services",
  employees: "6-10",
  message: "We would like to grow our recurring revenue.",
  ...overrides,
});

describe.each(testBackends())("newsletter and consultation requests on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const adminEmail = uniqueEmail("admin");
    await ensureAdmin(t.database.handle.db, adminEmail, PASSWORD);
    admin = new TestClient(t.app, freshIp());
    expect((await admin.post("/api/login", { email: adminEmail, password: PASSWORD })).statusCode).toBe(200);
    owner = new TestClient(t.app, freshIp());
    expect((await owner.post("/api/register", validRegistration())).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const client = () => new TestClient(t.app, freshIp());
  const subscriberRows = (email: string) =>
    t.database.handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));

  describe("POST /api/newsletter", () => {
    it("stores the e-mail and answers the spec's success message", async () => {
      const email = uniqueEmail("news");
      const res = await client().post("/api/newsletter", { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.newsletterSuccess });
      const rows = await subscriberRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("active");
      expect(rows[0]!.unsubscribeToken.length).toBeGreaterThanOrEqual(26);
    });

    it("answers the same to a repeat in any letter case and keeps one row", async () => {
      const email = uniqueEmail("twice");
      const first = await client().post("/api/newsletter", { email });
      const again = await client().post("/api/newsletter", { email: `  ${email.toUpperCase()} ` });
      const viaTrpc = await client().trpc("mutation", "newsletter.subscribe", { email });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());
      expect(viaTrpc.body.result?.data).toEqual(first.json());
      const rows = await subscriberRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe(email);
    });

    it("gives each subscriber a token of their own", async () => {
      const a = uniqueEmail("tok");
      const b = uniqueEmail("tok");
      await client().post("/api/newsletter", { email: a });
      await client().post("/api/newsletter", { email: b });
      const [rowA] = await subscriberRows(a);
      const [rowB] = await subscriberRows(b);
      expect(rowA!.unsubscribeToken).not.toBe(rowB!.unsubscribeToken);
    });

    it.each([[{ email: "not-an-email" }], [{ email: "" }], [{}], [{ email: 42 }]])(
      "refuses %j with 'Please enter a valid email address' over REST and tRPC",
      async (body) => {
        const res = await client().post("/api/newsletter", body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.invalidEmail);
        expect(res.json().errors.email).toBe(MESSAGES.invalidEmail);
        const trpc = await client().trpc("mutation", "newsletter.subscribe", body);
        expect(trpc.status).toBe(400);
        expect(trpc.body.error?.message).toBe(MESSAGES.invalidEmail);
        expect(trpc.body.error?.data.errors?.email).toBe(MESSAGES.invalidEmail);
      },
    );

    it("answers 429 with Retry-After on the 61st request from one address in 10 minutes", async () => {
      const c = client();
      for (let i = 0; i < 60; i++) {
        expect((await c.post("/api/newsletter", { email: uniqueEmail("burst") })).statusCode).toBe(200);
      }
      const limited = await c.post("/api/newsletter", { email: uniqueEmail("burst") });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await client().post("/api/newsletter", { email: uniqueEmail("other") })).statusCode).toBe(200);
    });
  });

  describe("POST /api/newsletter/unsubscribe", () => {
    it("answers 204, again 204 for a used link; a new subscription leaves the address unsubscribed", async () => {
      const email = uniqueEmail("leaving");
      await client().post("/api/newsletter", { email });
      const [row] = await subscriberRows(email);
      const token = row!.unsubscribeToken;

      const first = await client().post("/api/newsletter/unsubscribe", { token });
      expect(first.statusCode).toBe(204);
      expect(first.body).toBe("");
      const [after] = await subscriberRows(email);
      expect(after!.status).toBe("unsubscribed");
      expect(after!.unsubscribedAt).toBeInstanceOf(Date);

      const second = await client().post("/api/newsletter/unsubscribe", { token });
      expect(second.statusCode).toBe(204);
      const [still] = await subscriberRows(email);
      expect(still!.unsubscribedAt!.getTime()).toBe(after!.unsubscribedAt!.getTime());

      const back = await client().post("/api/newsletter", { email });
      expect(back.json()).toEqual({ success: true, message: MESSAGES.newsletterSuccess });
      const rows = await subscriberRows(email);
      expect(rows).toHaveLength(1);
      // Contract §14: only the confirmation link e-mailed to it brings it back (newsletter/resubscribe.test.ts).
      expect(rows[0]).toMatchObject({ status: "unsubscribed", unsubscribeToken: token });
    });

    it("unsubscribes through tRPC too", async () => {
      const email = uniqueEmail("trpc-leave");
      await client().post("/api/newsletter", { email });
      const [row] = await subscriberRows(email);
      const res = await client().trpc("mutation", "newsletter.unsubscribe", { token: row!.unsubscribeToken });
      expect(res.status).toBe(200);
      expect((await subscriberRows(email))[0]!.status).toBe("unsubscribed");
    });

    it.each([[{ token: "no-such-token" }], [{ token: "" }], [{}]])(
      "answers 400 'This unsubscribe link is not valid.' to %j",
      async (body) => {
        const res = await client().post("/api/newsletter/unsubscribe", body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(LEAD_MESSAGES.unsubscribeInvalid);
      },
    );
  });

  describe("POST /api/contact", () => {
    it("stores a consultation request with status new and answers 201 with the spec's message", async () => {
      const input = validContact({ email: ` ${uniqueEmail("Contact").toUpperCase()} ` });
      const res = await client().post("/api/contact", input);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: MESSAGES.contactSuccess,
        bookingToken: expect.any(String),
      });
      const email = input.email.trim().toLowerCase();
      const rows = await t.database.handle.db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: "Dana",
        lastName: "Reyes",
        company: "Reyes IT Services",
        employees: "6-10",
        message: input.message,
        status: "new",
        note: null,
      });
    });

    it.each([
      [{ employees: "select" }, null],
      [{ employees: "" }, null],
      [{ employees: undefined }, null],
      [{ employees: null }, null],
      [{ employees: "51+" }, "51+"],
    ])("stores employees %j as %j", async (override, stored) => {
      const input = validContact(override);
      expect((await client().post("/api/contact", input)).statusCode).toBe(201);
      const [row] = await t.database.handle.db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, input.email));
      expect(row!.employees).toBe(stored);
    });

    it("takes the message as optional", async () => {
      const input = validContact({ message: undefined });
      expect((await client().post("/api/contact", input)).statusCode).toBe(201);
      const [row] = await t.database.handle.db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, input.email));
      expect(row!.message).toBeNull();
    });

    it.each([
      [{ firstName: "" }, "firstName", MESSAGES.firstNameRequired],
      [{ firstName: "   " }, "firstName", MESSAGES.firstNameRequired],
      [{ lastName: "" }, "lastName", MESSAGES.lastNameRequired],
      [{ email: "nope" }, "email", MESSAGES.invalidEmail],
      [{ company: "" }, "company", MESSAGES.companyRequired],
      [{ company: undefined }, "company", MESSAGES.companyRequired],
      [{ employees: "7" }, "employees", LEAD_MESSAGES.employeesInvalid],
      [{ message: "x".repeat(5001) }, "message", LEAD_MESSAGES.messageTooLong],
    ])("refuses %j with its message over REST and tRPC", async (override, field, message) => {
      const res = await client().post("/api/contact", validContact(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
      const trpc = await client().trpc("mutation", "contact.submit", validContact(override));
      expect(trpc.status).toBe(400);
      expect(trpc.body.error?.message).toBe(message);
      expect(trpc.body.error?.data.errors?.[field]).toBe(message);
    });

    it("names every failing field at once", async () => {
      const res = await client().post("/api/contact", {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        firstName: MESSAGES.firstNameRequired,
        lastName: MESSAGES.lastNameRequired,
        email: MESSAGES.invalidEmail,
        company: MESSAGES.companyRequired,
      });
    });

    it("answers 429 on the 61st request from one address", async () => {
      const c = client();
      for (let i = 0; i < 60; i++)
        expect((await c.post("/api/contact", validContact())).statusCode).toBe(201);
      const limited = await c.post("/api/contact", validContact());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    });
  });

  describe("admin: consultation requests", () => {
    const submit = (overrides: Record<string, unknown>) =>
      client().post("/api/contact", validContact(overrides));

    it("lists them newest first with status and note", async () => {
      const marker = `Newest-${Date.now()}`;
      for (const n of [1, 2, 3]) {
        expect((await submit({ company: `${marker} ${n}` })).statusCode).toBe(201);
      }
      const res = await admin.get("/api/admin/consultations");
      expect(res.statusCode).toBe(200);
      const mine = (res.json() as Consultation[]).filter((c) => c.company.startsWith(marker));
      expect(mine.map((c) => c.company)).toEqual([`${marker} 3`, `${marker} 2`, `${marker} 1`]);
      expect(mine[0]).toMatchObject({ status: "new", note: null });
      expect(mine[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const all = res.json() as Consultation[];
      const times = all.map((c) => Date.parse(c.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("updates status and note, and answers the request", async () => {
      const marker = `Update-${Date.now()}`;
      await submit({ company: marker });
      const [target] = ((await admin.get("/api/admin/consultations")).json() as Consultation[]).filter(
        (c) => c.company === marker,
      );
      const res = await admin.patch(`/api/admin/consultations/${target!.id}`, {
        status: "contacted",
        note: "Called on Monday",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target!.id, status: "contacted", note: "Called on Monday" });

      const closed = await admin.trpc("mutation", "admin.leads.updateConsultation", {
        id: target!.id,
        status: "closed",
      });
      expect(closed.status).toBe(200);
      expect(closed.body.result?.data).toMatchObject({ status: "closed", note: "Called on Monday" });

      const cleared = await admin.patch(`/api/admin/consultations/${target!.id}`, { note: "" });
      expect(cleared.json()).toMatchObject({ status: "closed", note: null });

      const listed = ((await admin.get("/api/admin/consultations")).json() as Consultation[]).find(
        (c) => c.id === target!.id,
      );
      expect(listed).toMatchObject({ status: "closed", note: null });
    });

    it("answers 400 to an empty change, 400 to an unknown status and 404 to an unknown id", async () => {
      await submit({ company: "Empty change" });
      const [any] = (await admin.get("/api/admin/consultations")).json() as Consultation[];
      const empty = await admin.patch(`/api/admin/consultations/${any!.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.nothingToChange);
      const badStatus = await admin.patch(`/api/admin/consultations/${any!.id}`, { status: "won" });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().message).toBe(LEAD_MESSAGES.consultationStatusInvalid);
      const unknown = await admin.patch("/api/admin/consultations/999999", { status: "closed" });
      expect(unknown.statusCode).toBe(404);
      const huge = await admin.patch("/api/admin/consultations/99999999999", { status: "closed" });
      expect(huge.statusCode).toBe(400);
    });

    it("pages and searches for the web app", async () => {
      const marker = `Paged${Date.now()}`;
      for (const n of [1, 2, 3, 4, 5]) await submit({ company: `${marker} ${n}`, lastName: `Ln${n}` });
      const page = await admin.trpc("query", "admin.leads.consultationsPage", {
        search: marker.toLowerCase(),
        page: 2,
        pageSize: 2,
      });
      expect(page.status).toBe(200);
      const data = page.body.result?.data as { items: Consultation[]; total: number };
      expect(data.total).toBe(5);
      expect(data.items.map((c) => c.company)).toEqual([`${marker} 3`, `${marker} 2`]);

      const first = data.items[0]!;
      await admin.patch(`/api/admin/consultations/${first.id}`, { status: "contacted" });
      const contacted = await admin.trpc("query", "admin.leads.consultationsPage", {
        search: marker,
        status: "contacted",
        page: 1,
        pageSize: 25,
      });
      const contactedData = contacted.body.result?.data as { items: Consultation[]; total: number };
      expect(contactedData.total).toBe(1);
      expect(contactedData.items[0]!.id).toBe(first.id);

      const wildcard = await admin.trpc("query", "admin.leads.consultationsPage", { search: "%_%" });
      expect((wildcard.body.result?.data as { total: number }).total).toBe(0);
    });

    it("exports CSV with formula cells defused", async () => {
      const marker = `Csv${Date.now()}`;
      await submit({
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: "+1 555",
        company: `-${marker}`,
        message: '@SUM(A1:A9), and "quotes"',
      });
      const res = await admin.trpc("query", "admin.leads.consultationsCsv", { search: marker });
      expect(res.status).toBe(200);
      const { fileName, csv } = res.body.result?.data as { fileName: string; csv: string };
      expect(fileName).toMatch(/^consultation-requests-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "Received,First name,Last name,Email,Company,Employees,Message,Status,Note,Free session",
      );
      expect(lines).toHaveLength(3); // header, one row, the final line break
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(lines[1]).toContain(",'+1 555,");
      expect(lines[1]).toContain(`,'-${marker},`);
      expect(lines[1]).toContain(`"'@SUM(A1:A9), and ""quotes"""`);
    });

    it("is for admins only", async () => {
      expect((await client().get("/api/admin/consultations")).statusCode).toBe(401);
      const forbidden = await owner.get("/api/admin/consultations");
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.adminOnly);
      expect((await owner.patch("/api/admin/consultations/1", { status: "closed" })).statusCode).toBe(403);
      expect((await owner.trpc("query", "admin.leads.consultationsCsv", {})).status).toBe(403);
      expect((await owner.get("/api/admin/newsletter")).statusCode).toBe(403);
      expect((await client().trpc("query", "admin.leads.newsletterCsv", {})).status).toBe(401);
    });
  });

  describe("admin: newsletter subscribers", () => {
    it("lists subscribers with status, dates and each one's unsubscribe link", async () => {
      const active = uniqueEmail("listed");
      const gone = uniqueEmail("gone");
      await client().post("/api/newsletter", { email: active });
      await client().post("/api/newsletter", { email: gone });
      const res = await admin.get("/api/admin/newsletter");
      expect(res.statusCode).toBe(200);
      const list = res.json() as Subscriber[];
      const goneRow = list.find((s) => s.email === gone)!;
      expect(goneRow).toMatchObject({ status: "active", unsubscribedAt: null });
      expect(goneRow.unsubscribeUrl).toMatch(/^https?:\/\/[^/]+\/unsubscribe\?token=[a-z0-9]+$/);
      expect(JSON.stringify(list)).not.toMatch(/unsubscribeToken/);

      // The link in the list is the one that works.
      const token = new URL(goneRow.unsubscribeUrl).searchParams.get("token");
      expect((await client().post("/api/newsletter/unsubscribe", { token })).statusCode).toBe(204);
      const after = ((await admin.get("/api/admin/newsletter")).json() as Subscriber[]).find(
        (s) => s.email === gone,
      )!;
      expect(after.status).toBe("unsubscribed");
      expect(Date.parse(after.unsubscribedAt!)).not.toBeNaN();
      expect(list.find((s) => s.email === active)!.status).toBe("active");
    });

    it("builds the unsubscribe link on the configured public origin", async () => {
      const other = await startTestApp(backend, { publicOrigin: "https://coach.example.com" });
      try {
        const email = uniqueEmail("origin");
        await ensureAdmin(other.database.handle.db, email, PASSWORD);
        const c = new TestClient(other.app, freshIp());
        await c.post("/api/login", { email, password: PASSWORD });
        await c.post("/api/newsletter", { email: uniqueEmail("o") });
        const [row] = (await c.get("/api/admin/newsletter")).json() as Subscriber[];
        expect(row!.unsubscribeUrl).toMatch(/^https:\/\/coach\.example\.com\/unsubscribe\?token=/);
      } finally {
        await other.close();
      }
    });

    it("pages, filters by status and exports CSV", async () => {
      const marker = `nl${Date.now()}`;
      const emails = [1, 2, 3].map((n) => `${marker}.${n}@example.com`);
      for (const email of emails) await client().post("/api/newsletter", { email });
      const [row] = await subscriberRows(emails[0]!);
      await client().post("/api/newsletter/unsubscribe", { token: row!.unsubscribeToken });

      const page = await admin.trpc("query", "admin.leads.newsletterPage", {
        search: marker,
        status: "active",
        page: 1,
        pageSize: 10,
      });
      const data = page.body.result?.data as { items: Subscriber[]; total: number };
      expect(data.total).toBe(2);
      expect(data.items.map((s) => s.email)).toEqual([emails[2], emails[1]]);

      const csvRes = await admin.trpc("query", "admin.leads.newsletterCsv", { search: marker });
      const { fileName, csv } = csvRes.body.result?.data as { fileName: string; csv: string };
      expect(fileName).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe("Email,Status,Subscribed,Unsubscribed,Unsubscribe link");
      expect(lines).toHaveLength(4);
      expect(lines[3]).toMatch(new RegExp(`^${emails[0]!.replaceAll(".", "\\.")},unsubscribed,`));
    });
  });
});
