import { Button } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";

/** A visitor's 'Request this plan': the consultation form, with the plan noted in its message. */
export function VisitorRequest({ level, describedBy }: { level: PlanLevel; describedBy: string }) {
  return (
    <Button component="a" href={`/contact?plan=${level}#contact`} fullWidth aria-describedby={describedBy}>
      {PRICING_TEXTS.requestPlan}
    </Button>
  );
}
