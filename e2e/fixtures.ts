import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { APP_HYDRATED_ATTRIBUTE } from "@scalemsp/validators";
import { E2E_ADMIN } from "../playwright.config";

export interface SignedUpUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  businessName: string;
}

let counter = 0;
export const newUser = (overrides: Partial<SignedUpUser> = {}): SignedUpUser => ({
  email: `e2e.${Date.now().toString(36)}.${++counter}@example.com`,
  password: "Growth-Plan-2026",
  firstName: "Morgan",
  lastName: "Lee",
  businessName: "Lee Managed Services",
  ...overrides,
});

let clientCounter = 0;
/**
 * Headers that make an API call come from a client address of its own: the suite signs up more
 * owners and sends more requests than one client may in the limits' windows, and the e2e server
 * trusts X-Forwarded-For for this.
 */
export function asOwnClient() {
  clientCounter += 1;
  const address = `10.${(process.pid >> 8) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
  return { "x-forwarded-for": address };
}

/** Registers through the API as if from an address of its own (`asOwnClient`). */
export async function registerThroughApi(request: APIRequestContext, user: SignedUpUser) {
  const res = await request.post("/api/register", { data: user, headers: asOwnClient() });
  expect(res.status(), await res.text()).toBe(201);
  return res;
}

interface Fixtures {
  /** Registers a business owner through the API; the page's browser context is signed in as them. */
  signUp: (overrides?: Partial<SignedUpUser>) => Promise<SignedUpUser>;
  /** Signs the page's browser context in as the admin the test server was started with. */
  signInAsAdmin: () => Promise<void>;
}

/** The Epic Stack's login fixture: sessions made through the API, so specs start where they test. */
export const test = base.extend<Fixtures>({
  // A page rendered before its code runs (pre-rendered or rendered by the server) shows its
  // controls before they answer. A person reads first; a test would type at once: it waits for
  // the page to be hydrated after each load, as the app marks it. (e2e/member-paint.spec.ts
  // tests a click made before then.)
  page: async ({ page }, use) => {
    // A page whose code a test keeps from loading (a script request aborted) never hydrates.
    let scriptFailed = false;
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "script") scriptFailed = true;
    });
    const isHydrated = () =>
      page.evaluate(
        (attribute) =>
          document.querySelector('script[type="module"]') === null ||
          document.documentElement.hasAttribute(attribute),
        APP_HYDRATED_ATTRIBUTE,
      );
    const hydrated = () =>
      expect
        .poll(async () => scriptFailed || (await isHydrated().catch(() => false)), {
          timeout: 30_000,
          intervals: [50],
        })
        .toBe(true);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      scriptFailed = false;
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      scriptFailed = false;
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  signUp: async ({ page }, use) => {
    await use(async (overrides) => {
      const user = newUser(overrides);
      await registerThroughApi(page.request, user);
      return user;
    });
  },
  signInAsAdmin: async ({ page }, use) => {
    await use(async () => {
      const res = await page.request.post("/api/login", { data: E2E_ADMIN });
      expect(res.status(), await res.text()).toBe(200);
    });
  },
});

export { expect };

/** The one visible toast (spec §9: at most one at a time). */
export const toast = (page: Page) => page.locator(".mantine-Notification-root");
