import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { createCategory, createResource } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { ADMIN_RESOURCE_MESSAGES, MESSAGES, isAllowedFileUrl } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "./helpers";

const PASSWORD = "Sup3rSecret";

interface AdminResource {
  id: number;
  title: string;
  description: string;
  type: string;
  accessLevel: string;
  featured: boolean;
  thumbnailUrl: string | null;
  fileUrl: string;
  fileName: string;
  downloadCount: number;
  categoryId: number | null;
  categoryName: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

const validResource = (overrides: Record<string, unknown> = {}) => ({
  title: "Quarterly Business Review Template",
  description: "Run a QBR that renews contracts.",
  type: "template",
  accessLevel: "basic",
  featured: true,
  fileUrl: "/uploads/abcdefghijklmnop2345.docx",
  fileName: "qbr-template.docx",
  categoryId: null,
  isActive: true,
  ...overrides,
});

describe("isAllowedFileUrl", () => {
  it.each([
    "/uploads/abcdefghijklmnop.pdf",
    "/downloads/msp-profit-maximization-guide.pdf",
    "/downloads/guides/sales-framework.pdf",
    "https://example.com/guide.pdf",
    "https://videos.example.com/watch?v=1",
  ])("accepts %s", (url) => expect(isAllowedFileUrl(url)).toBe(true));

  it.each([
    "http://example.com/guide.pdf",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/etc/passwd",
    "/uploads/../server.js",
    "/uploads/.meta/x.json",
    "/uploads/",
    "/downloads//x.pdf",
    "/uploads/a%2f..%2fb",
    "//evil.example/x.pdf",
    "https://user:pass@example.com/x",
    "uploads/x.pdf",
    "",
  ])("refuses %s", (url) => expect(isAllowedFileUrl(url)).toBe(false));
});

describe.each(testBackends())("admin resources and categories on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const adminEmail = uniqueEmail("admin");
    await ensureAdmin(t.database.handle.db, adminEmail, PASSWORD);
    admin = new TestClient(t.app, "10.30.0.1");
    expect((await admin.post("/api/login", { email: adminEmail, password: PASSWORD })).statusCode).toBe(200);
    owner = new TestClient(t.app, "10.30.0.2");
    expect((await owner.post("/api/register", validRegistration())).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.handle.db;

  describe("GET /api/admin/resources", () => {
    it("answers every resource, inactive ones too, with its category", async () => {
      const category = await createCategory(db(), { name: `Sales ${Date.now()}` });
      const active = await createResource(db(), { categoryId: category.id });
      const inactive = await createResource(db(), { isActive: false });
      const res = await admin.get("/api/admin/resources");
      expect(res.statusCode).toBe(200);
      const list = res.json() as AdminResource[];
      expect(list.find((r) => r.id === active.id)).toMatchObject({
        isActive: true,
        categoryId: category.id,
        categoryName: category.name,
      });
      expect(list.find((r) => r.id === inactive.id)).toMatchObject({ isActive: false, categoryName: null });
    });

    it("is for admins only", async () => {
      expect((await new TestClient(t.app).get("/api/admin/resources")).statusCode).toBe(401);
      const res = await owner.get("/api/admin/resources");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.adminOnly);
      expect((await owner.post("/api/admin/resources", validResource())).statusCode).toBe(403);
      expect((await owner.patch("/api/admin/resources/1", { title: "x" })).statusCode).toBe(403);
      expect((await owner.get("/api/admin/categories")).statusCode).toBe(403);
      expect((await owner.post("/api/admin/categories", { name: "Nope" })).statusCode).toBe(403);
    });
  });

  describe("POST /api/admin/resources", () => {
    it("creates a resource and answers it with 201", async () => {
      const category = await createCategory(db());
      const input = validResource({
        categoryId: category.id,
        thumbnailUrl: "https://img.example.com/qbr.png",
      });
      const res = await admin.post("/api/admin/resources", input);
      expect(res.statusCode).toBe(201);
      const body = res.json() as AdminResource;
      expect(body).toMatchObject({ ...input, downloadCount: 0, categoryName: category.name });
      expect(body.id).toBeTypeOf("number");
      const listed = ((await admin.get("/api/admin/resources")).json() as AdminResource[]).find(
        (r) => r.id === body.id,
      );
      expect(listed).toEqual(body);
    });

    it("fills the optional fields with their defaults", async () => {
      const res = await admin.post("/api/admin/resources", {
        title: "Minimal",
        type: "other",
        fileUrl: "https://example.com/minimal.pdf",
        fileName: "minimal.pdf",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        description: "",
        accessLevel: "free",
        featured: false,
        isActive: true,
        categoryId: null,
        thumbnailUrl: null,
      });
    });

    it.each([
      [{ title: "" }, "title", ADMIN_RESOURCE_MESSAGES.titleRequired],
      [{ title: undefined }, "title", MESSAGES.titleRequired],
      [{ type: "podcast" }, "type", ADMIN_RESOURCE_MESSAGES.typeInvalid],
      [{ accessLevel: "gold" }, "accessLevel", ADMIN_RESOURCE_MESSAGES.accessLevelInvalid],
      [{ fileUrl: "" }, "fileUrl", ADMIN_RESOURCE_MESSAGES.fileUrlRequired],
      [{ fileUrl: "javascript:alert(1)" }, "fileUrl", ADMIN_RESOURCE_MESSAGES.fileUrlInvalid],
      [{ fileUrl: "http://example.com/a.pdf" }, "fileUrl", ADMIN_RESOURCE_MESSAGES.fileUrlInvalid],
      [{ fileUrl: "/uploads/../../etc/passwd" }, "fileUrl", ADMIN_RESOURCE_MESSAGES.fileUrlInvalid],
      [{ fileName: "" }, "fileName", ADMIN_RESOURCE_MESSAGES.fileNameRequired],
      [{ featured: "yes" }, "featured", ADMIN_RESOURCE_MESSAGES.booleanInvalid],
      [{ categoryId: "abc" }, "categoryId", ADMIN_RESOURCE_MESSAGES.categoryInvalid],
      [{ categoryId: 999999 }, "categoryId", ADMIN_RESOURCE_MESSAGES.categoryNotFound],
      [{ thumbnailUrl: "file:///etc/passwd" }, "thumbnailUrl", ADMIN_RESOURCE_MESSAGES.thumbnailUrlInvalid],
    ])("refuses %j with its message over REST and tRPC", async (override, field, message) => {
      const res = await admin.post("/api/admin/resources", validResource(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
      const trpc = await admin.trpc("mutation", "admin.resources.create", validResource(override));
      expect(trpc.status).toBe(400);
      expect(trpc.body.error?.message).toBe(message);
    });
  });

  describe("PATCH /api/admin/resources/{id}", () => {
    it("changes any of the fields and answers the resource", async () => {
      const resource = await createResource(db());
      const category = await createCategory(db());
      const res = await admin.patch(`/api/admin/resources/${resource.id}`, {
        isActive: false,
        featured: true,
        categoryId: category.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: resource.id,
        title: resource.title,
        isActive: false,
        featured: true,
        categoryId: category.id,
        categoryName: category.name,
      });
      const renamed = await admin.trpc("mutation", "admin.resources.update", {
        id: resource.id,
        title: "Renamed",
        categoryId: null,
        fileUrl: "https://example.com/new.pdf",
        fileName: "new.pdf",
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.result?.data).toMatchObject({
        title: "Renamed",
        categoryId: null,
        isActive: false,
        fileUrl: "https://example.com/new.pdf",
      });
    });

    it("answers 400 to nothing to change, 400 to a bad field and 404 to an unknown id", async () => {
      const resource = await createResource(db());
      const empty = await admin.patch(`/api/admin/resources/${resource.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.nothingToChange);
      const bad = await admin.patch(`/api/admin/resources/${resource.id}`, { fileUrl: "ftp://x/y" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADMIN_RESOURCE_MESSAGES.fileUrlInvalid);
      const blankTitle = await admin.patch(`/api/admin/resources/${resource.id}`, { title: " " });
      expect(blankTitle.json().message).toBe(ADMIN_RESOURCE_MESSAGES.titleRequired);
      const unknown = await admin.patch("/api/admin/resources/999999", { title: "Ghost" });
      expect(unknown.statusCode).toBe(404);
      const notAnId = await admin.patch("/api/admin/resources/abc", { title: "Ghost" });
      expect(notAnId.statusCode).toBe(400);
    });
  });

  describe("categories", () => {
    it("creates with 201, lists by name and refuses a duplicate in any letter case with 409", async () => {
      const name = `Marketing ${Date.now()}`;
      const created = await admin.post("/api/admin/categories", { name: `  ${name} ` });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name, resourceCount: 0 });
      await createResource(db(), { categoryId: created.json().id });

      const list = await admin.get("/api/admin/categories");
      expect(list.statusCode).toBe(200);
      const names = (list.json() as { name: string }[]).map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(
        (list.json() as { name: string; resourceCount: number }[]).find((c) => c.name === name),
      ).toMatchObject({ resourceCount: 1 });

      const duplicate = await admin.post("/api/admin/categories", { name: name.toUpperCase() });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(ADMIN_RESOURCE_MESSAGES.categoryNameTaken);
      const viaTrpc = await admin.trpc("mutation", "admin.categories.create", { name });
      expect(viaTrpc.status).toBe(409);
    });

    it("refuses an empty name", async () => {
      const res = await admin.post("/api/admin/categories", { name: "   " });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_RESOURCE_MESSAGES.categoryNameRequired);
    });
  });
});
