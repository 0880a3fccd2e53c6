import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { INPUT_DEPTH_MAX, MESSAGES } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "./helpers";

/** `{"a":{"a":…}}` nested `depth` levels around `leaf`. */
const nested = (depth: number, leaf: unknown = "x"): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};
/** The same as JSON text, built without a recursive stringify. */
const nestedJson = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email: uniqueEmail("lead"),
  company: "Reyes IT",
  employees: "6-10",
  message: "Hello",
  ...overrides,
});

const LONE_HIGH = "\ud83d";
const LONE_LOW = "\ude00";

describe.each(testBackends())("JSON depth and text rules on %s (contract §14)", (backend) => {
  let t: TestApp;
  let anonymous: TestClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    anonymous = new TestClient(t.app, "10.14.0.1");
  });
  afterAll(async () => {
    await t.close();
  });

  describe("depth", () => {
    it("answers a body nested 2,000 deep with 400 on a public path, through REST and tRPC", async () => {
      const body = nestedJson(2000);
      const headers = { "content-type": "application/json" };
      const rest = await anonymous.request("POST", "/api/contact", { rawBody: body, headers });
      expect(rest.statusCode, rest.body).toBe(400);
      expect(rest.json().message).toBe(MESSAGES.tooDeeplyNested);
      const trpc = await anonymous.request("POST", "/trpc/contact.submit", { rawBody: body, headers });
      expect(trpc.statusCode, trpc.body).toBe(400);
      expect(trpc.json().error.message).toBe(MESSAGES.tooDeeplyNested);
    });

    it("answers a deep query input and a deep GET query with 400", async () => {
      const trpc = await anonymous.get(`/trpc/plans.list?input=${encodeURIComponent(nestedJson(5000))}`);
      expect(trpc.statusCode, trpc.body).toBe(400);
      expect(trpc.json().error.message).toBe(MESSAGES.tooDeeplyNested);
    });

    it(`takes ${INPUT_DEPTH_MAX} levels as any input and refuses ${INPUT_DEPTH_MAX + 1}`, async () => {
      // The field is not the schema's string: a 400 either way, but only the deeper one for depth.
      const atLimit = await anonymous.post("/api/contact", contact({ message: nested(INPUT_DEPTH_MAX - 1) }));
      expect(atLimit.statusCode).toBe(400);
      expect(atLimit.json().message).not.toBe(MESSAGES.tooDeeplyNested);
      const over = await anonymous.post("/api/contact", contact({ message: nested(INPUT_DEPTH_MAX) }));
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(MESSAGES.tooDeeplyNested);
    });
  });

  describe("lone surrogates", () => {
    it("refuses one in an invitation's first name and a plan request's message with 400 and the field", async () => {
      const owner = await signInNewUser(t, { plan: "basic" });
      const invite = await owner.client.post("/api/team/invites", {
        email: uniqueEmail("invitee"),
        firstName: `Al${LONE_HIGH}ex`,
      });
      expect(invite.statusCode, invite.body).toBe(400);
      expect(invite.json().errors.firstName).toBe(MESSAGES.loneSurrogate);
      const plan = await owner.client.post("/api/plans/requests", {
        plan: "pro",
        message: `soon${LONE_LOW}`,
      });
      expect(plan.statusCode, plan.body).toBe(400);
      expect(plan.json().errors.message).toBe(MESSAGES.loneSurrogate);
      const trpc = await owner.client.trpc("mutation", "team.invite", {
        email: uniqueEmail("invitee"),
        firstName: LONE_LOW,
      });
      expect(trpc.status).toBe(400);
      expect(trpc.body.error?.data.errors?.firstName).toBe(MESSAGES.loneSurrogate);
    });

    it("refuses one in a key, and takes a whole pair (an emoji)", async () => {
      const key = await anonymous.post("/api/contact", { ...contact(), [`x${LONE_HIGH}`]: 1 });
      expect(key.statusCode).toBe(400);
      expect(key.json().errors["x?"]).toBe(MESSAGES.loneSurrogate);
      const emoji = await anonymous.post("/api/contact", contact({ firstName: "Dana \ud83d\ude00" }));
      expect(emoji.statusCode, emoji.body).toBe(201);
    });
  });

  describe("single-line fields", () => {
    it.each(["\n", "\r", "\u2028", "trailing\n"])(
      "refuses a line break (%j) in a name or company with 400 and the field",
      async (text) => {
        const res = await anonymous.post(
          "/api/contact",
          contact({ firstName: `Da${text}na`, company: text }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toMatchObject({
          firstName: MESSAGES.lineBreak,
          company: MESSAGES.lineBreak,
        });
      },
    );

    it("refuses one in a registration's business name and an invitation's first name, through REST and tRPC", async () => {
      const register = await anonymous.post("/api/register", {
        email: uniqueEmail(),
        password: "Sup3rSecret",
        firstName: "Dana",
        lastName: "Reyes",
        businessName: "Reyes\nIT",
      });
      expect(register.statusCode).toBe(400);
      expect(register.json().errors.businessName).toBe(MESSAGES.lineBreak);
      const owner = await signInNewUser(t);
      const trpc = await owner.client.trpc("mutation", "team.invite", {
        email: uniqueEmail("invitee"),
        firstName: "Al\nex",
      });
      expect(trpc.status).toBe(400);
      expect(trpc.body.error?.data.errors?.firstName).toBe(MESSAGES.lineBreak);
    });

    it("keeps line breaks in a message", async () => {
      const res = await anonymous.post("/api/contact", contact({ message: "line one\r\nline two" }));
      expect(res.statusCode, res.body).toBe(201);
    });
  });
});
