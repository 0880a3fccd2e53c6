import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fileAnswer, restProceduresOf } from "@scalemsp/api";
import { adminProcedure, createTRPCRouter, memberProcedure, publicProcedure } from "@scalemsp/api/trpc";
import { testBackends } from "@scalemsp/db/testing";
import { BRAND_DEFAULTS, MESSAGES, idSchema } from "@scalemsp/validators";
import { registerBodyParsers, registerErrorHandler } from "../src/http/body-parsers";
import { registerRequestGuards } from "../src/http/request-guards";
import { registerRestRoutes } from "../src/rest/handler";
import { buildOpenApiDocument } from "../src/rest/openapi";
import { restRoutes } from "../src/rest/routes";
import { createAdmin, createTeam, signIn } from "./admin-fixtures";
import type { Doc } from "./openapi-doc";
import { TestClient, dispositionOf, startTestApp, validRegistration, type TestApp } from "./helpers";

/**
 * What the REST mirror's design must carry besides JSON in and out (contract §9–§13), tried on
 * procedures made for the test with the real builders, routes and document: a calendar file at
 * a `{token}.ics` path, a file download, a 204 and a refused caller. The real one-click
 * unsubscribe and the upload are tried on the app itself below.
 */
const CALENDAR = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "END:VCALENDAR", ""].join("\r\n");

const testRouter = createTRPCRouter({
  feed: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/calendar/{token}.ics",
        summary: "A secret calendar feed",
        file: { contentType: "text/calendar; charset=utf-8", disposition: "inline" },
      },
    })
    .input(z.object({ token: z.string().regex(/^[a-z0-9]{8,}$/, { error: MESSAGES.notFound }) }))
    .output(fileAnswer)
    .query(({ input }) => ({ fileName: `${input.token}.ics`, content: CALENDAR })),

  export: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/test/export",
        summary: "The caller's data as a file",
        file: { contentType: "application/json", disposition: "attachment" },
      },
    })
    .output(fileAnswer)
    .query(({ ctx }) => ({
      fileName: "my data.json",
      content: JSON.stringify({ email: ctx.user.email }),
    })),

  remove: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/test/things/{id}/remove", status: 204, summary: "Remove" } })
    .input(z.object({ id: idSchema() }))
    .output(z.void())
    .mutation(() => undefined),
});

const testRoutes = restProceduresOf(testRouter);

describe.each(testBackends())("the REST mirror's mechanisms on %s", (backend) => {
  let t: TestApp;
  let bare: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // The same parsers, guards, error envelope and routes as the app, over the test's procedures.
    bare = Fastify({ logger: false });
    registerBodyParsers(bare);
    registerErrorHandler(bare);
    await bare.register(cookie);
    registerRequestGuards(bare, undefined);
    registerRestRoutes(bare, testRoutes, {
      db: t.database.handle.db,
      brand: { ...BRAND_DEFAULTS },
      origins: {
        publicOrigin: undefined,
        allowedHosts: ["localhost"],
        fallbackOrigin: "http://localhost:3000",
      },
      cookieSecure: false,
    });
    await bare.ready();
  });
  afterAll(async () => {
    await bare.close();
    await t.close();
  });

  it("serves a calendar file at a {token}.ics path", async () => {
    const res = await bare.inject({ method: "GET", url: "/api/calendar/abcd1234efgh.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "inline",
      fileName: "abcd1234efgh.ics",
    });
    expect(res.body).toBe(CALENDAR);
    // A bad token is the procedure's 400, in the envelope.
    const bad = await bare.inject({ method: "GET", url: "/api/calendar/NO.ics" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.notFound, errors: { token: MESSAGES.notFound } });
  });

  it("sends a file download to a signed-in caller, and 401 in the envelope to anyone else", async () => {
    const client = new TestClient(t.app);
    const registration = validRegistration();
    expect((await client.post("/api/register", registration)).statusCode).toBe(201);
    const res = await bare.inject({
      method: "GET",
      url: "/api/test/export",
      headers: { cookie: client.cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      fileName: "my data.json",
    });
    expect(JSON.parse(res.body)).toEqual({ email: registration.email.toLowerCase() });

    const anonymous = await bare.inject({ method: "GET", url: "/api/test/export" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.notSignedIn });
  });

  it("answers 204 with no body, behind the gate of its procedure", async () => {
    const remove = (client: TestClient) =>
      bare.inject({
        method: "POST",
        url: "/api/test/things/7/remove",
        headers: { cookie: client.cookie ?? "", "content-type": "application/json" },
        payload: "",
      });
    const admin = await signIn(t, (await createAdmin(t)).email);
    const done = await remove(admin);
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe("");

    const { owner } = await createTeam(t);
    const refused = await remove(await signIn(t, owner.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.adminOnly });
  });

  it("documents each mechanism: file types, the path parameter, 204 without a body", () => {
    const doc = buildOpenApiDocument(testRoutes, {
      title: "test",
      version: "0",
      serverUrl: undefined,
    }) as unknown as Doc;
    const feed = doc.paths["/api/calendar/{token}.ics"]!.get!;
    expect(feed.parameters).toEqual([expect.objectContaining({ name: "token", in: "path", required: true })]);
    expect(Object.keys(feed.responses["200"]!.content!)).toEqual(["text/calendar; charset=utf-8"]);
    expect(feed.security).toEqual([]);
    const remove = doc.paths["/api/test/things/{id}/remove"]!.post!;
    expect(remove.responses["204"]).toEqual({ description: expect.any(String) });
    expect(remove.requestBody).toBeUndefined();
    expect(remove.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(remove["x-access"]).toBe("admin");
  });
});

describe.each(testBackends())("the app's own REST mechanisms on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes RFC 8058's one-click POST: form-encoded, the token in the query, 204", async () => {
    const client = new TestClient(t.app);
    const email = `one-click-${Date.now()}@example.com`;
    expect((await client.post("/api/newsletter", { email })).statusCode).toBe(200);
    const admin = await signIn(t, (await createAdmin(t)).email);
    const list = (await admin.get("/api/admin/newsletter")).json() as {
      email: string;
      unsubscribeUrl: string;
    }[];
    const token = new URL(list.find((row) => row.email === email)!.unsubscribeUrl).searchParams.get("token")!;

    const oneClick = (body: string, query = `?token=${encodeURIComponent(token)}`) =>
      new TestClient(t.app).request("POST", `/api/newsletter/unsubscribe${query}`, {
        rawBody: body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const res = await oneClick("List-Unsubscribe=One-Click");
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const after = (await admin.get("/api/admin/newsletter")).json() as { email: string; status: string }[];
    expect(after.find((row) => row.email === email)?.status).toBe("unsubscribed");
    // A mail client repeating it is fine; a form without RFC 8058's marker or token is not.
    expect((await oneClick("List-Unsubscribe=One-Click")).statusCode).toBe(204);
    expect((await oneClick("List-Unsubscribe=Other")).statusCode).toBe(400);
    expect((await oneClick("List-Unsubscribe=One-Click", "")).statusCode).toBe(400);
  });

  it("keeps refusing form-encoded bodies everywhere else (415)", async () => {
    const res = await new TestClient(t.app).request("POST", "/api/newsletter", {
      rawBody: "email=a%40example.com",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
  });

  it("answers Fastify's own refusals and unknown API paths in the envelope", async () => {
    const client = new TestClient(t.app);
    const broken = await client.request("POST", "/api/login", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: MESSAGES.invalidJson });
    const unknown = await client.get("/api/no-such-path");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.notFound });
  });

  it("lists every row the app router declares, each with its procedure's name", () => {
    expect(restRoutes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: "GET",
          path: "/api/user",
          procedure: "auth.me",
          access: "signedIn",
        }),
        expect.objectContaining({ method: "POST", path: "/api/newsletter/unsubscribe", status: 204 }),
        expect.objectContaining({ method: "PATCH", path: "/api/admin/users/{id}", access: "admin" }),
      ]),
    );
  });
});
