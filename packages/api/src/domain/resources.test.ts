import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, resources } from "@scalemsp/db";
import { createBusiness, createResource, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { RESOURCE_MESSAGES } from "@scalemsp/validators";
import { callerAs, openTestDatabase, type Caller } from "../testing";

describe.each(testBackends())("resource downloads on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let caller: Caller;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const business = await createBusiness(database.db, { planLevel: "free" });
    const user = await createUser(database.db, {
      passwordHash: "not used: the caller is built without signing in",
      role: "business_owner",
      isOwner: true,
      businessId: business.id,
    });
    caller = await callerAs(database.db, user.id);
  });
  afterAll(() => database.dispose());

  const countOf = async (id: number) =>
    (await database.db.select().from(resources).where(eq(resources.id, id)))[0]!.downloadCount;

  it("adds exactly 50 for 50 concurrent downloads", async () => {
    const resource = await createResource(database.db, { accessLevel: "free", downloadCount: 7 });
    await Promise.all(Array.from({ length: 50 }, () => caller.resources.download({ id: resource.id })));
    expect(await countOf(resource.id)).toBe(57);
  });

  it("counts nothing for a resource above the plan", async () => {
    const resource = await createResource(database.db, { accessLevel: "pro", downloadCount: 3 });
    await expect(caller.resources.download({ id: resource.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: RESOURCE_MESSAGES.upgradeToDownload,
    });
    expect(await countOf(resource.id)).toBe(3);
  });
});
