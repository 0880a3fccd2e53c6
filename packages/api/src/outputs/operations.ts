import { AUDIT_ACTIONS } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, numberedPage, timestampOutput } from "./common";

const change = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEventOutput = z.object({
  id: idOutput,
  createdAt: timestampOutput,
  action: z.enum(AUDIT_ACTIONS),
  /** `id` is null once the admin's account is gone; `email` names them still. */
  actor: z.object({ id: idOutput.nullable(), email: z.string() }),
  business: z.object({ id: idOutput, name: z.string() }).nullable(),
  user: z.object({ id: idOutput, firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  subscription: z.object({ id: idOutput, moduleTitle: z.string().nullable() }).nullable(),
  /** Each changed field's value before and after (`from` is null for a new subscription). */
  changes: z.record(z.string(), change),
  /** The title of each course `changes` names, by id; a course since removed is absent. */
  courseTitles: z.record(z.string(), z.string()),
});

export const auditPageOutput = numberedPage(auditEventOutput);

export const demoContentOutput = z.object({
  courses: z.number().int().nonnegative(),
  resources: z.number().int().nonnegative(),
  categories: z.number().int().nonnegative(),
  /** Contract §15: the demo client business, 0 or 1. */
  businesses: z.number().int().nonnegative(),
});
