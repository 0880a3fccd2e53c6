import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, newUser, registerThroughApi } from "./fixtures";

export const signIn = async (request: APIRequestContext, data: { email: string; password: string }) =>
  expect((await request.post("/api/login", { data })).status()).toBe(200);

/**
 * An owner on the Professional plan who booked the first free one-to-one time of the seeded
 * coach (so the specs using it run with the site-wide ones). The request is left signed in as
 * the owner.
 */
export async function ownerWithBooking(request: APIRequestContext, businessName: string, topic?: string) {
  const owner = newUser({ businessName });
  await registerThroughApi(request, owner);
  const business = (await (await request.get("/api/business")).json()) as { id: number };
  await signIn(request, E2E_ADMIN);
  expect(
    (await request.patch(`/api/admin/businesses/${business.id}`, { data: { planLevel: "pro" } })).status(),
  ).toBe(200);
  await signIn(request, owner);
  const from = new Date();
  const to = new Date(from.getTime() + 30 * 86_400_000);
  const slots = (await (
    await request.get(`/api/sessions/slots?kind=one_to_one&from=${from.toISOString()}&to=${to.toISOString()}`)
  ).json()) as { startsAt: string }[];
  expect(slots.length).toBeGreaterThan(0);
  const booked = await request.post("/api/sessions", {
    data: { startsAt: slots[0]!.startsAt, timeZone: "UTC", ...(topic ? { topic } : {}) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { owner, business };
}
