import { Button } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";

/**
 * A visitor's 'Request this plan': the consultation form, with the plan noted in its message.
 * The free plan needs no request: an account is all it takes.
 */
export function VisitorRequest({ level, describedBy }: { level: PlanLevel; describedBy: string }) {
  if (level === "free") {
    return (
      <Button
        component="a"
        href="/auth?tab=register"
        variant="default"
        fullWidth
        aria-describedby={describedBy}
      >
        {PRICING_TEXTS.createFreeAccount}
      </Button>
    );
  }
  return (
    <Button component="a" href={`/contact?plan=${level}#contact`} fullWidth aria-describedby={describedBy}>
      {PRICING_TEXTS.requestPlan}
    </Button>
  );
}
