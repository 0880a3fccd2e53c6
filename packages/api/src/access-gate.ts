import type { Database } from "@scalemsp/db";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { mayAccess, type Access, type AccessDecision, type GateUser } from "./access";
import { adminNeedsTwoFactorSetup } from "./domain/two-factor/settings";

/**
 * The one access gate, with what only the database knows: the levels of `mayAccess`, and
 * for the admin level the admin setting that requires two-factor sign-in of every admin
 * (decision 036). tRPC procedures, the REST mirror and the admin upload routes all ask
 * here, so no admin-only route can forget the second rule.
 */
export async function checkAccess(
  db: Database,
  user: (GateUser & { id: number }) | null,
  access: Access,
): Promise<AccessDecision> {
  const decision = mayAccess(user, access);
  if (!decision.allowed || access !== "admin" || !user) return decision;
  if (await adminNeedsTwoFactorSetup(db, user.id)) {
    return { allowed: false, status: 403, message: TWO_FACTOR_MESSAGES.setupRequired };
  }
  return decision;
}
