import type { SearchSchemaInput } from "@tanstack/react-router";
import { type SubscribeIntent, subscribeIntentOf } from "@scalemsp/validators";

export const AUTH_TABS = ["login", "register"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const isAuthTab = (value: unknown): value is AuthTab => AUTH_TABS.some((tab) => tab === value);

export interface AuthSearch extends SubscribeIntent {
  tab: AuthTab;
}

/**
 * `/auth?tab=register` opens the register tab; a missing or unknown value opens login. A plan
 * chosen on `/pricing` (`&subscribe=pro&interval=month`) is kept, for the way back to it.
 * The parameter type is what links may pass; the URL itself may hold anything.
 * A plain check rather than a zod schema: search validators ship with every page, and
 * zod would add 14-24 KB (gzip) to the public site for one enum.
 */
export function validateAuthSearch(search: Partial<AuthSearch> & SearchSchemaInput): AuthSearch {
  return { tab: isAuthTab(search.tab) ? search.tab : "login", ...subscribeIntentOf(search) };
}
