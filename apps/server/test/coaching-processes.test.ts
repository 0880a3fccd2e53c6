import { afterAll, describe, expect, it } from "vitest";
import { createPostgresTestDatabase } from "@scalemsp/db/testing";
import { COACHING_MESSAGES } from "@scalemsp/validators";
import { startAppProcess, stopAppProcess, type AppProcess } from "./app-process";
import { validRegistration } from "./helpers";

const apps: AppProcess[] = [];
const ADMIN = { email: "coach@processes.example", password: "Sup3rSecret" };

async function startProcess(databaseUrl: string, withAdmin: boolean) {
  const app = await startAppProcess({
    DATABASE_URL: databaseUrl,
    ...(withAdmin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
  });
  apps.push(app);
  return app;
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0]!;

afterAll(() => Promise.all(apps.map((app) => stopAppProcess(app))));

describe.runIf(process.env.TEST_DATABASE_URL)("bookings through two app processes on one PostgreSQL", () => {
  it("lets exactly one of twenty simultaneous bookings of a slot succeed, and a slot booked through one is gone from the other at once", async () => {
    const database = await createPostgresTestDatabase("booking");
    try {
      // The first process makes the admin; the second starts once it has.
      const ports = [
        (await startProcess(database.url, true)).port,
        (await startProcess(database.url, false)).port,
      ];
      const base = (i: number) => `http://127.0.0.1:${ports[i % 2]}`;

      const adminLogin = await fetch(`${base(0)}/api/login`, json(ADMIN));
      expect(adminLogin.status).toBe(200);
      const adminCookie = cookieOf(adminLogin);
      const owners = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await fetch(`${base(i)}/api/register`, json(validRegistration()));
          expect(res.status).toBe(201);
          const { business } = (await res.json()) as { business: { id: number } };
          const upgrade = await fetch(`${base(0)}/api/admin/businesses/${business.id}`, {
            method: "PATCH",
            headers: { "content-type": "application/json", cookie: adminCookie },
            body: JSON.stringify({ planLevel: "pro" }),
          });
          expect(upgrade.status).toBe(200);
          return cookieOf(res);
        }),
      );
      const slots = (await (
        await fetch(`${base(0)}/api/sessions/slots`, { headers: { cookie: owners[0]! } })
      ).json()) as { startsAt: string }[];
      const startsAt = slots[0]!.startsAt;

      const answers = await Promise.all(
        owners.map((cookie, i) =>
          fetch(`${base(i)}/api/sessions`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ kind: "one_to_one", startsAt }),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const refused = (await answers.find((a) => a.status === 409)!.json()) as { message: string };
      expect(refused.message).toBe(COACHING_MESSAGES.slotTaken);

      // Each process keeps computed slots under the calendar's data version in the database: a
      // time booked through the other process is gone from this one's list at once.
      const listed = async (i: number) =>
        (
          (await (
            await fetch(`${base(i)}/api/sessions/slots`, { headers: { cookie: owners[2]! } })
          ).json()) as { startsAt: string }[]
        ).map((s) => s.startsAt);
      const book = (i: number, owner: number, time: string) =>
        fetch(`${base(i)}/api/sessions`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: owners[owner]! },
          body: JSON.stringify({ kind: "one_to_one", startsAt: time }),
        });
      const later = (await listed(0)).at(-1)!;
      expect(await listed(1)).toContain(later);
      expect((await book(1, 3, later)).status).toBe(201);
      expect(await listed(0)).not.toContain(later);
      // A time taken through one process is refused through the other, never booked twice.
      const another = (await listed(0)).at(-1)!;
      expect((await book(1, 4, another)).status).toBe(201);
      const twice = await book(0, 5, another);
      expect(twice.status).toBe(409);
      expect(((await twice.json()) as { message: string }).message).toBe(COACHING_MESSAGES.slotTaken);

      await Promise.all(apps.map((app) => stopAppProcess(app)));
    } finally {
      await database.drop();
    }
  }, 240_000);
});
