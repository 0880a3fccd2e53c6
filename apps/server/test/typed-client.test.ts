import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { createScaleMspClient, statusOf, type RouterOutputs } from "@scalemsp/client";
import { startToolsServer } from "../src/testing";

describe.each(testBackends())("the typed client on %s", (backend) => {
  let server: Awaited<ReturnType<typeof startToolsServer>>;
  beforeAll(async () => {
    server = await startToolsServer(backend);
  });
  afterAll(async () => {
    await server.close();
  });

  it("calls procedures with a token and gets typed answers", async () => {
    const client = createScaleMspClient({ baseUrl: server.baseUrl, token: server.token });
    const me = await client.auth.me.query();
    expect(me.role).toBe("admin");
    const businesses: RouterOutputs["admin"]["businesses"]["list"] =
      await client.admin.businesses.list.query();
    expect(Array.isArray(businesses)).toBe(true);
    await client.contact.submit.mutate({
      firstName: "Ana",
      lastName: "Diaz",
      email: "ana@msp.example",
      company: "Diaz IT",
    });
    const leads = await client.admin.leads.consultations.query();
    expect(leads.map((l) => l.email)).toContain("ana@msp.example");
  });

  it("answers 401 for a wrong token and after revocation", async () => {
    const wrong = createScaleMspClient({ baseUrl: server.baseUrl, token: "smsp_wrong" });
    const failure = await wrong.auth.me.query().catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(401);

    const admin = createScaleMspClient({ baseUrl: server.baseUrl, token: server.token });
    const { token, id } = await admin.admin.tokens.create.mutate({ name: "short-lived" });
    const shortLived = createScaleMspClient({ baseUrl: server.baseUrl, token });
    expect((await shortLived.auth.me.query()).email).toBeTypeOf("string");
    await admin.admin.tokens.revoke.mutate({ id });
    expect(statusOf(await shortLived.auth.me.query().catch((e: unknown) => e))).toBe(401);
  });
});
