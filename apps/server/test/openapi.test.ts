import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { createModule, createLesson, createResource } from "@scalemsp/db/factories";
import { UPLOAD_PATH } from "../src/http/uploads";
import { restRoutes } from "../src/rest/routes";
import type { Doc } from "./openapi-doc";
import { PASSWORD, createAdmin, createTeam, dbOf, signIn } from "./admin-fixtures";
import { TestClient, startTestApp, validRegistration, type TestApp } from "./helpers";

const require = createRequire(import.meta.url);
const redocly = path.join(path.dirname(require.resolve("@redocly/cli/package.json")), "bin/cli.js");

/** One answer the server gave, to check against the type the document promises for it. */
interface Recorded {
  path: string;
  method: string;
  status: number;
  body: unknown;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-openapi-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * Generates the client types from `doc` with openapi-typescript and type-checks a program that
 * assigns each recorded answer to the type of its path, method and status. Returns the errors,
 * each with the index of the answer it is about (-1 for none).
 */
async function typeCheckAnswers(
  doc: Doc,
  answers: Recorded[],
  name: string,
): Promise<{ answer: number; message: string }[]> {
  const dir = path.join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(doc as never)));
  const header = [
    'import type { paths } from "./api";',
    "/** The status itself, or its range (`4XX`) where the document gives one answer for several. */",
    "type StatusKey<R, S extends number> = S extends keyof R",
    "  ? S",
    "  : `${S}` extends `${infer D}${string}` ? (`${D}XX` extends keyof R ? `${D}XX` : never) : never;",
    "type Json<P extends keyof paths, M extends keyof paths[P], S extends number> =",
    "  paths[P][M] extends { responses: infer R }",
    '    ? R[StatusKey<R, S>] extends { content: { "application/json": infer B } } ? B : never',
    "    : never;",
  ];
  const lines = [
    ...header,
    ...answers.map(
      (a, i) =>
        `export const answer${i}: Json<${JSON.stringify(a.path)}, ${JSON.stringify(a.method)}, ${a.status}> = ${JSON.stringify(a.body)};`,
    ),
  ];
  const program = path.join(dir, "answers.ts");
  writeFileSync(program, lines.join("\n"));
  const compiled = ts.createProgram([program], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(compiled).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const answer = line >= header.length ? line - header.length : -1;
    return { answer, message: ts.flattenDiagnosticMessageText(d.messageText, "\n").slice(0, 300) };
  });
}

function multipartPdf() {
  const boundary = "----scalemspopenapi";
  const pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="guide.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testBackends())("the OpenAPI document on %s", (backend) => {
  let t: TestApp;
  let doc: Doc;
  const answers: Recorded[] = [];

  /** Calls the server and keeps the answer under the document's path template. */
  async function record(client: TestClient, method: string, template: string, url: string, body?: unknown) {
    const res = await client.request(method.toUpperCase(), url, body === undefined ? {} : { body });
    const status = res.statusCode;
    if (status !== 204) answers.push({ path: template, method, status, body: res.json() });
    return res;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    doc = (await new TestClient(t.app).get("/api/openapi.json")).json();

    const db = dbOf(t);
    const admin = await signIn(t, (await createAdmin(t)).email);
    const member = new TestClient(t.app, "10.20.0.1");
    const anonymous = new TestClient(t.app, "10.20.0.2");
    const course = await createModule(db, { requiredPlanLevel: "free" });
    const lesson = await createLesson(db, course.id);
    const resource = await createResource(db, { accessLevel: "free" });
    const { business, owner } = await createTeam(t);

    // The member area, as a new member sees it.
    await record(member, "post", "/api/register", "/api/register", validRegistration());
    await record(member, "get", "/api/user", "/api/user");
    await record(member, "get", "/api/business", "/api/business");
    await record(member, "get", "/api/modules", "/api/modules");
    await record(member, "get", "/api/modules/{id}/lessons", `/api/modules/${course.id}/lessons`);
    await record(member, "post", "/api/progress", "/api/progress", {
      lessonId: lesson.id,
      moduleId: course.id,
      progress: 10,
      status: "in_progress",
    });
    await record(member, "get", "/api/progress/summary", "/api/progress/summary");
    await record(member, "get", "/api/resources", "/api/resources");
    await record(member, "post", "/api/resources/{id}/download", `/api/resources/${resource.id}/download`);
    await record(member, "post", "/api/resources/{id}/download", "/api/resources/999999/download");
    await record(member, "post", "/api/logout", "/api/logout");
    await record(anonymous, "post", "/api/login", "/api/login", {
      email: "nobody@example.com",
      password: "x",
    });
    await record(anonymous, "post", "/api/login", "/api/login", {
      email: "nobody@example.com",
      password: "Wrong-Pass-1",
    });
    await record(new TestClient(t.app, "10.20.0.3"), "post", "/api/login", "/api/login", {
      email: owner.email,
      password: PASSWORD,
    });
    await record(anonymous, "post", "/api/newsletter", "/api/newsletter", { email: "reader@example.com" });
    await record(anonymous, "post", "/api/contact", "/api/contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical MSP",
      employees: "6-10",
      message: "Hello",
    });
    await record(anonymous, "get", "/api/health", "/api/health");
    await record(anonymous, "get", "/api/ready", "/api/ready");

    // The weekly check-in (contract §15), sent by the owner and commented on by the coach.
    const ownerClient = await signIn(t, owner.email, PASSWORD, "10.20.0.4");
    const current = await record(ownerClient, "get", "/api/check-ins/current", "/api/check-ins/current");
    const week = (current.json() as { week: string }).week;
    const checkIn = await record(ownerClient, "put", "/api/check-ins/{week}", `/api/check-ins/${week}`, {
      wins: "Two new clients",
      blockers: "",
      focus: "Hiring",
      confidence: {},
    });
    await record(ownerClient, "get", "/api/check-ins/{week}", `/api/check-ins/${week}`);
    await record(ownerClient, "get", "/api/check-ins", "/api/check-ins");
    await record(
      admin,
      "post",
      "/api/admin/check-ins/{id}/comment",
      `/api/admin/check-ins/${(checkIn.json() as { id: number }).id}/comment`,
      { comment: "Well done" },
    );
    await record(
      admin,
      "get",
      "/api/admin/businesses/{id}/check-ins",
      `/api/admin/businesses/${business.id}/check-ins`,
    );

    // The admin area.
    const b = `/api/admin/businesses/${business.id}`;
    await record(admin, "get", "/api/admin/businesses", "/api/admin/businesses");
    await record(admin, "get", "/api/admin/businesses/{id}", b);
    await record(admin, "patch", "/api/admin/businesses/{id}", b, { planLevel: "pro" });
    await record(admin, "post", "/api/admin/businesses/{id}/subscriptions", `${b}/subscriptions`, {
      moduleId: course.id,
    });
    const subs = await record(admin, "get", "/api/admin/businesses/{id}/subscriptions", `${b}/subscriptions`);
    const subscriptionId = (subs.json() as { id: number }[])[0]!.id;
    await record(
      admin,
      "patch",
      "/api/admin/subscriptions/{id}",
      `/api/admin/subscriptions/${subscriptionId}`,
      {
        isActive: false,
      },
    );
    await record(admin, "get", "/api/admin/users", "/api/admin/users");
    await record(admin, "get", "/api/admin/users/{id}", `/api/admin/users/${owner.id}`);
    await record(admin, "patch", "/api/admin/users/{id}", `/api/admin/users/${owner.id}`, {
      firstName: "Grace",
    });
    await record(
      admin,
      "post",
      "/api/admin/users/{id}/reset-link",
      `/api/admin/users/${owner.id}/reset-link`,
    );
    await record(admin, "get", "/api/admin/modules", "/api/admin/modules");
    const created = await record(admin, "post", "/api/admin/modules", "/api/admin/modules", {
      title: "Pricing",
      description: "Price for profit",
    });
    const moduleId = (created.json() as { id: number }).id;
    await record(admin, "patch", "/api/admin/modules/{id}", `/api/admin/modules/${moduleId}`, {
      sortOrder: 3,
    });
    const added = await record(
      admin,
      "post",
      "/api/admin/modules/{id}/lessons",
      `/api/admin/modules/${moduleId}/lessons`,
      {
        title: "Tiers",
        contentText: "Three tiers",
      },
    );
    await record(admin, "get", "/api/admin/modules/{id}/lessons", `/api/admin/modules/${moduleId}/lessons`);
    const lessonId = (added.json() as { id: number }).id;
    await record(admin, "patch", "/api/admin/lessons/{id}", `/api/admin/lessons/${lessonId}`, {
      duration: 12,
    });
    await record(admin, "get", "/api/admin/settings", "/api/admin/settings");
    await record(admin, "patch", "/api/admin/settings", "/api/admin/settings", { phone: "+1 555 010 0100" });
    const consultations = await record(admin, "get", "/api/admin/consultations", "/api/admin/consultations");
    const consultationId = (consultations.json() as { id: number }[])[0]!.id;
    await record(
      admin,
      "patch",
      "/api/admin/consultations/{id}",
      `/api/admin/consultations/${consultationId}`,
      {
        status: "contacted",
        note: "Called back",
      },
    );
    await record(admin, "get", "/api/admin/newsletter", "/api/admin/newsletter");
    const category = await record(admin, "post", "/api/admin/categories", "/api/admin/categories", {
      name: "Sales",
    });
    await record(admin, "get", "/api/admin/categories", "/api/admin/categories");
    const upload = multipartPdf();
    const uploaded = await admin.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload: upload.payload,
      headers: { "content-type": upload.contentType, cookie: admin.cookie! },
    });
    answers.push({ path: UPLOAD_PATH, method: "post", status: uploaded.statusCode, body: uploaded.json() });
    const file = uploaded.json() as { fileUrl: string; fileName: string };
    const newResource = await record(admin, "post", "/api/admin/resources", "/api/admin/resources", {
      title: "Guide",
      type: "document",
      fileUrl: file.fileUrl,
      fileName: file.fileName,
      categoryId: (category.json() as { id: number }).id,
    });
    const resourceId = (newResource.json() as { id: number }).id;
    await record(admin, "patch", "/api/admin/resources/{id}", `/api/admin/resources/${resourceId}`, {
      featured: true,
    });
    await record(admin, "get", "/api/admin/resources", "/api/admin/resources");
    const token = await record(admin, "post", "/api/admin/tokens", "/api/admin/tokens", { name: "CRM sync" });
    const tokenId = (token.json() as { id: number }).id;
    await record(admin, "get", "/api/admin/tokens", "/api/admin/tokens");
    await record(admin, "post", "/api/admin/tokens/{id}/revoke", `/api/admin/tokens/${tokenId}/revoke`);
    await record(anonymous, "post", "/api/password-reset/request", "/api/password-reset/request", {
      email: "reader@example.com",
    });
    const outbox = await record(admin, "get", "/api/admin/outbox", "/api/admin/outbox");
    const messageId = (outbox.json() as { id: number }[])[0]!.id;
    await record(admin, "get", "/api/admin/outbox/{id}", `/api/admin/outbox/${messageId}`);
    await record(admin, "post", "/api/admin/outbox/{id}/retry", `/api/admin/outbox/${messageId}/retry`);
    await record(admin, "get", "/api/admin/email-previews", "/api/admin/email-previews");
    await record(admin, "post", "/api/admin/courses/import", "/api/admin/courses/import", {
      module: { title: "Imported", description: "From a file" },
      lessons: [{ title: "One", contentText: "Text" }],
    });
    await record(admin, "post", "/api/admin/admins", "/api/admin/admins", {
      email: "second-admin@example.com",
      password: "Second-Admin-1",
    });
    await record(anonymous, "get", "/api/admin/users", "/api/admin/users");
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it("documents every REST row, the upload and health, each success with its schema", () => {
    for (const route of restRoutes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.operationId).toBe(route.procedure);
      const success = operation?.responses[String(route.status)];
      expect(success, `${route.method} ${route.path} ${route.status}`).toBeDefined();
      if (route.status === 204) expect(success?.content).toBeUndefined();
      else expect(Object.values(success?.content ?? {})[0]?.schema).toBeTruthy();
    }
    expect(doc.paths[UPLOAD_PATH]!.post!.requestBody!.content).toHaveProperty("multipart/form-data");
    expect(doc.paths["/api/health"]!.get!.responses["200"]).toBeDefined();
    expect(doc.paths["/api/ready"]!.get!.responses["503"]).toBeDefined();
    // A file's JSON has its schema too: the account export, not a bare string.
    const exported = Object.values(doc.paths["/api/user/export"]!.get!.responses["200"]!.content!)[0]!.schema;
    expect(Object.keys(exported.properties ?? {})).toEqual(
      expect.arrayContaining(["exportedAt", "profile", "progress"]),
    );
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiToken", "sessionCookie"]);
    expect(doc.paths["/api/admin/users"]!.get!.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(doc.paths["/api/login"]!.post!.security).toEqual([]);
  });

  it("recorded the success answers of the rows above, and errors", () => {
    const recorded = new Set(answers.filter((a) => a.status < 300).map((a) => `${a.method} ${a.path}`));
    const rows = restRoutes.filter((r) => recorded.has(`${r.method.toLowerCase()} ${r.path}`));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(answers.filter((a) => a.status >= 400).map((a) => a.status)).toEqual(
      expect.arrayContaining([400, 401, 404]),
    );
  });

  it("gives a generated client types that real answers satisfy", async () => {
    expect(answers.some((a) => a.status >= 400)).toBe(true);
    expect(await typeCheckAnswers(doc, answers, `good-${backend}`)).toEqual([]);
  }, 60_000);

  it("fails that check when a response schema is wrong", async () => {
    const wrong: Doc = structuredClone(doc);
    const user = wrong.paths["/api/user"]!.get!.responses["200"]!.content!["application/json"]!.schema;
    user.properties!.email = { type: "number" };
    const errors = await typeCheckAnswers(wrong, answers, `wrong-${backend}`);
    const userAnswers = answers.flatMap((a, i) => (a.path === "/api/user" && a.status === 200 ? [i] : []));
    expect(userAnswers.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.answer)).toEqual(userAnswers);
  }, 60_000);
});

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no errors and no warnings", async () => {
    const t = await startTestApp("pglite");
    try {
      const file = path.join(workDir, "openapi.json");
      writeFileSync(file, (await new TestClient(t.app).get("/api/openapi.json")).body);
      const lint = spawnSync(process.execPath, [redocly, "lint", file, "--extends=recommended"], {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      });
      expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
      expect(`${lint.stdout}${lint.stderr}`).toMatch(/valid/);
      expect(`${lint.stdout}${lint.stderr}`).not.toMatch(/warning/i);
    } finally {
      await t.close();
    }
  }, 120_000);
});
