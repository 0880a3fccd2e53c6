import { hashPassword } from "@scalemsp/auth";
import type { Database } from "@scalemsp/db";
import {
  createBusinessWithOwner,
  createUser,
  type Business,
  type NewBusiness,
  type User,
} from "@scalemsp/db/factories";
import { TestClient, type TestApp } from "./helpers";

export const PASSWORD = "Sup3rSecret";

let passwordHash: Promise<string> | undefined;
/** One Argon2 hash for every fixture account: hashing is deliberately slow. */
export const fixturePasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

export const dbOf = (t: TestApp): Database => t.database.handle.db;

export async function signIn(t: TestApp, email: string, password = PASSWORD, ip?: string) {
  const client = new TestClient(t.app, ip);
  const res = await client.post("/api/login", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return client;
}

export async function createAdmin(t: TestApp, overrides: Partial<User> = {}) {
  return createUser(dbOf(t), {
    role: "admin",
    firstName: "Coach",
    lastName: "Admin",
    ...overrides,
    passwordHash: await fixturePasswordHash(),
  });
}

/** A business, its owner and (optionally) team members, as registration and invites leave them. */
export async function createTeam(
  t: TestApp,
  options: { business?: Partial<NewBusiness>; members?: number } = {},
): Promise<{ business: Business; owner: User; members: User[] }> {
  const hash = await fixturePasswordHash();
  const { business, owner } = await createBusinessWithOwner(dbOf(t), {
    passwordHash: hash,
    business: options.business,
  });
  const members: User[] = [];
  for (let i = 0; i < (options.members ?? 0); i++) {
    members.push(await createUser(dbOf(t), { passwordHash: hash, businessId: business.id, role: "member" }));
  }
  return { business, owner, members };
}
