import type { Database } from "@scalemsp/db";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { mayAccess, type Access, type AccessDecision, type GateUser } from "./access";
import { adminNeedsTwoFactorSetup } from "./domain/two-factor/settings";

/**
 * The one access gate, with what only the database knows: the levels of `mayAccess`, and
 * for the admin level the admin setting that requires two-factor sign-in of every admin
 * (decision 036). tRPC procedures, the REST mirror and the admin upload routes all ask
 * here, so no admin-only route can forget the second rule. The answer is immediate unless the
 * database must be asked (an admin level): every call passes the gate, and a promise more on
 * each is time the bare route does not spend.
 */
export function checkAccess(
  db: Database,
  user: (GateUser & { id: number }) | null,
  access: Access,
): AccessDecision | Promise<AccessDecision> {
  const decision = mayAccess(user, access);
  if (!decision.allowed || access !== "admin" || !user) return decision;
  return adminNeedsTwoFactorSetup(db, user.id).then((needsSetup) =>
    needsSetup ? { allowed: false, status: 403, message: TWO_FACTOR_MESSAGES.setupRequired } : decision,
  );
}
