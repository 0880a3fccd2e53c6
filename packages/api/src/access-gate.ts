import type { Database } from "@scalemsp/db";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { isAdmin, mayAccess, type Access, type AccessDecision, type GateUser } from "./access";
import { adminNeedsTwoFactorSetup } from "./domain/two-factor/settings";
import type { ProcedureMeta } from "./meta";

/**
 * The one access gate, with what only the database knows: the levels of `mayAccess`, and
 * the admin setting that requires two-factor sign-in of every admin (decision 036): while it
 * holds, an admin without it passes no signed-in level, member paths included, but the
 * procedures that declare `twoFactorSetup` (enrolment; signing out is public) (contract §14,
 * decision 067). tRPC procedures, the REST mirror, the admin upload routes and the file
 * routes all ask here, so no path can forget the second rule. The answer is immediate unless
 * the database must be asked (a signed-in admin): every call passes the gate, and a promise
 * more on each is time the bare route does not spend.
 */
export function checkAccess(
  db: Database,
  user: (GateUser & { id: number }) | null,
  access: Access,
  procedure: Pick<ProcedureMeta, "twoFactorSetup"> = {},
): AccessDecision | Promise<AccessDecision> {
  const decision = mayAccess(user, access);
  if (!decision.allowed || access === "public" || !user || !isAdmin(user) || procedure.twoFactorSetup) {
    return decision;
  }
  return adminNeedsTwoFactorSetup(db, user.id).then((needsSetup) =>
    needsSetup ? { allowed: false, status: 403, message: TWO_FACTOR_MESSAGES.setupRequired } : decision,
  );
}
