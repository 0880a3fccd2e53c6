import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@scalemsp/auth";
import { openDatabase, runMigrations, type DatabaseHandle } from "@scalemsp/db";
import { createBusiness, createResource, createUser } from "@scalemsp/db/factories";
import { createPostgresTestDatabase } from "@scalemsp/db/testing";
import { startTestServer, type TestServer } from "../src/testing";
import { TEST_PASSWORD, TestClient, uniqueEmail } from "./helpers";

interface ListedResource {
  id: number;
  title: string;
  downloadCount: number;
}

/**
 * The resource library and the free slots are kept by each server under a version the database
 * holds (versioned-data.ts): a change committed through one server is seen by the other at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  "reads kept by data version, two servers on one PostgreSQL",
  () => {
    let drop: () => Promise<void>;
    const handles: DatabaseHandle[] = [];
    const servers: TestServer[] = [];
    beforeAll(async () => {
      const database = await createPostgresTestDatabase("versions");
      drop = () => database.drop();
      for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: database.url }));
      await runMigrations(handles[0]!, { databaseUrl: database.url });
      for (const handle of handles) servers.push(await startTestServer({ database: handle }));
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      for (const handle of handles) await handle.close();
      await drop?.();
    });

    async function signIn(server: TestServer, role: "admin" | "business_owner") {
      const { db } = server;
      const email = uniqueEmail(role);
      const business = role === "admin" ? null : await createBusiness(db, { planLevel: "enterprise" });
      await createUser(db, {
        email,
        role,
        isOwner: role === "business_owner",
        businessId: business?.id ?? null,
        passwordHash: await hashPassword(TEST_PASSWORD),
      });
      const client = new TestClient(server.app);
      expect((await client.post("/api/login", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
      return client;
    }

    it("shows an edit and a download made through one server on the other's next read, over REST and tRPC", async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const resource = await createResource(first.db, { accessLevel: "free", title: "Before" });
      const memberOnFirst = await signIn(first, "business_owner");
      const adminOnSecond = await signIn(second, "admin");
      const memberOnSecond = await signIn(second, "business_owner");
      const listed = async () => {
        const rest = (await memberOnFirst.get("/api/resources")).json() as ListedResource[];
        const trpc = (await memberOnFirst.trpc("query", "resources.list")).body.result!
          .data as ListedResource[];
        expect(trpc).toEqual(rest);
        return rest.find((item) => item.id === resource.id)!;
      };

      expect(await listed()).toMatchObject({ title: "Before", downloadCount: 0 });
      const edit = await adminOnSecond.patch(`/api/admin/resources/${resource.id}`, { title: "After" });
      expect(edit.statusCode).toBe(200);
      expect((await listed()).title).toBe("After");
      expect((await memberOnSecond.post(`/api/resources/${resource.id}/download`, {})).statusCode).toBe(200);
      expect((await listed()).downloadCount).toBe(1);
    });
  },
);
