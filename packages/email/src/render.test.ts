import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "./catalog";
import { renderEmail, warmTemplates } from "./render";

const env = {
  brand: {
    product: "ScaleMSP",
    email: "hello@scalemsp.example",
    phone: "+1 555 0100",
    address: "1 Main Street, Springfield",
  },
  origin: "https://coach.example.com",
};

describe("warmTemplates", () => {
  it("renders every kind of message once, so the first real one is not the slow first render", async () => {
    expect(await warmTemplates(env)).toEqual(EMAIL_KINDS);
    const started = performance.now();
    await renderEmail("registration-welcome", { firstName: "Dana" }, env);
    // Warm, a message renders in milliseconds (cold, the first takes about half a second).
    expect(performance.now() - started).toBeLessThan(250);
  });
});
