import { paidPlan, PLAN_LEVELS, type AdminPlansInput, type PlanLevel } from "@scalemsp/validators";
import type { AdminPlan } from "../shared/api-types";

/** A plan as the form edits it: what it includes as lines, an empty allowance as unlimited. */
export interface PlanValues {
  name: string;
  priceText: string;
  includes: string;
  support: string;
  oneToOnePerMonth: number | string;
  groupPerWeek: number | string;
  /** Contract §16: the Stripe Prices; empty is none. */
  stripePriceMonthly: string;
  stripePriceYearly: string;
}
/** Named as the request names them, so the server's field errors land on their fields. */
export interface PlansValues {
  plans: Record<PlanLevel, PlanValues>;
  paymentGraceDays: number | string;
}
type PlansData = Pick<PlansSettings, "plans" | "paymentGraceDays">;
export interface PlansSettings {
  plans: AdminPlan[];
  onlinePayment: boolean;
  paymentGraceDays: number;
}

export const toValues = ({ plans, paymentGraceDays }: PlansData): PlansValues => ({
  plans: Object.fromEntries(
    plans.map((plan) => [
      plan.level,
      {
        name: plan.name,
        priceText: plan.priceText,
        includes: plan.includes.join("\n"),
        support: plan.support,
        oneToOnePerMonth: plan.oneToOnePerMonth ?? "",
        groupPerWeek: plan.groupPerWeek ?? "",
        stripePriceMonthly: plan.stripePriceMonthly ?? "",
        stripePriceYearly: plan.stripePriceYearly ?? "",
      },
    ]),
  ) as PlansValues["plans"],
  paymentGraceDays,
});

const allowanceOf = (value: number | string) => (value === "" ? null : Number(value));

const priceOf = (value: string) => (value.trim() === "" ? null : value.trim());

/** The form as `PUT /api/admin/plans` takes it; an empty grace period leaves it as it is. */
export const toInput = (values: PlansValues): AdminPlansInput => ({
  plans: Object.fromEntries(
    PLAN_LEVELS.map((level) => {
      const plan = values.plans[level];
      return [
        level,
        {
          name: plan.name,
          priceText: plan.priceText,
          includes: plan.includes
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
          support: plan.support,
          oneToOnePerMonth: allowanceOf(plan.oneToOnePerMonth),
          groupPerWeek: allowanceOf(plan.groupPerWeek),
          stripePriceMonthly: paidPlan(level) ? priceOf(plan.stripePriceMonthly) : null,
          stripePriceYearly: paidPlan(level) ? priceOf(plan.stripePriceYearly) : null,
        },
      ];
    }),
  ) as AdminPlansInput["plans"],
  ...(values.paymentGraceDays === "" ? {} : { paymentGraceDays: Number(values.paymentGraceDays) }),
});
