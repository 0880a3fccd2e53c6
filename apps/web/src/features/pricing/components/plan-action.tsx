import type { PlanLevel } from "@scalemsp/validators";
import { Suspense, lazy } from "react";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { VisitorRequest } from "./visitor-request";

const MemberRequest = lazy(() => import("./member-request"));

/** 'Request this plan' (contract §13): the consultation form, or the owner's request to the coach. */
export function PlanAction({ level }: { level: PlanLevel }) {
  const maybeSignedIn = useMayBeSignedIn();
  const describedBy = `plan-${level}`;
  const visitor = <VisitorRequest level={level} describedBy={describedBy} />;
  if (!maybeSignedIn) return visitor;
  return (
    <Suspense fallback={visitor}>
      <MemberRequest level={level} describedBy={describedBy} />
    </Suspense>
  );
}
