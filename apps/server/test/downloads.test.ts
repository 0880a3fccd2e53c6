import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canReadFile } from "@scalemsp/api";
import { businesses, eq, modules, resources, type Database } from "@scalemsp/db";
import {
  createBusiness,
  createLesson,
  createModule,
  createResource,
  createSubscription,
} from "@scalemsp/db/factories";
import { seedDemoContent } from "@scalemsp/db/seed";
import { testBackends } from "@scalemsp/db/testing";
import { COURSE_MESSAGES, MESSAGES, RESOURCE_MESSAGES } from "@scalemsp/validators";
import { findRepoRoot } from "../src/config";
import {
  TestClient,
  countQueries,
  dispositionOf,
  signInNewUser,
  startTestApp,
  type TestApp,
} from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const downloadsDir = path.join(findRepoRoot(), "apps/server/downloads");
const url = (file: string) => `/downloads/${file}`;
const sizeOf = (file: string) => statSync(path.join(downloadsDir, file)).size;

// Each case points its own rows at its own file, so cases sharing one database do not meet.
const FILES = {
  moduleThumbnail: "course-msp-pricing-fundamentals.svg",
  resourceThumbnail: "course-90-day-growth-plan.svg",
  unreferenced: "course-scaling-to-5m-arr.svg",
  freeResource: "7-step-sales-framework-for-msps.pdf",
  proResource: "co-managed-it-one-pager.pdf",
  inactiveFreeAndPro: "security-stack-bundling-guide.pdf",
  inactiveEnterprise: "exit-readiness-report.pdf",
  thumbnailAndProFile: "msp-org-chart-3m.svg",
  basicResourceAndProLesson: "discovery-call-role-play.mp4",
  freeModuleVideo: "video-per-user-vs-per-device.mp4",
  proModuleVideo: "video-leadership-team.mp4",
  inactiveLessonVideo: "video-one-constraint.mp4",
  inactiveModulePdf: "qbr-deck-outline.pdf",
  basicModulePdf: "worksheet-true-cost-per-seat.pdf",
  textFile: "msp-metrics-glossary.txt",
} as const;

interface ErrorBody {
  success: false;
  message: string;
}

describe.each(testBackends())("/downloads on %s", (backend) => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await startTestApp(backend);
    db = t.database.handle.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (options?: Parameters<typeof signInNewUser>[1]) => signInNewUser(t, options);

  const anonymous = () => new TestClient(t.app);

  const CACHE_CONTROL = {
    public: "public, max-age=3600",
    unclaimed: "public, no-cache",
    private: "private, max-age=300",
  };

  function expectFile(
    res: Awaited<ReturnType<TestClient["get"]>>,
    file: string,
    cache: "public" | "unclaimed" | "private",
  ) {
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(sizeOf(file));
    expect(res.rawPayload.equals(readFileSync(path.join(downloadsDir, file)))).toBe(true);
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL[cache]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({ type: "inline", fileName: file });
  }

  function expectRefused(res: Awaited<ReturnType<TestClient["get"]>>, status: number, message: string) {
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json<ErrorBody>()).toEqual({ success: false, message });
  }

  describe("public files", () => {
    it("serves thumbnails of modules and resources signed out, even of paid ones", async () => {
      await createModule(db, { requiredPlanLevel: "enterprise", thumbnailUrl: url(FILES.moduleThumbnail) });
      await createResource(db, {
        accessLevel: "pro",
        thumbnailUrl: url(FILES.resourceThumbnail),
        fileUrl: url(FILES.proResource),
      });
      const moduleThumb = await anonymous().get(url(FILES.moduleThumbnail));
      // A thumbnail is no resource's or lesson's file: caches ask again, in case one claims it.
      expectFile(moduleThumb, FILES.moduleThumbnail, "unclaimed");
      expect(moduleThumb.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expectFile(await anonymous().get(url(FILES.resourceThumbnail)), FILES.resourceThumbnail, "unclaimed");
    });

    it("serves a file nothing references, but no cache may reuse it without asking", async () => {
      const res = await anonymous().get(url(FILES.unreferenced));
      expectFile(res, FILES.unreferenced, "unclaimed");
      const again = await anonymous().get(url(FILES.unreferenced), {
        headers: { "if-none-match": res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it("serves an active free resource's file signed out, with its content type", async () => {
      await createResource(db, { accessLevel: "free", fileUrl: url(FILES.freeResource) });
      const res = await anonymous().get(url(FILES.freeResource));
      expectFile(res, FILES.freeResource, "public");
      expect(res.headers["content-type"]).toBe("application/pdf");
    });

    it("sends text with its charset", async () => {
      await createResource(db, { accessLevel: "free", fileUrl: url(FILES.textFile) });
      const res = await anonymous().get(url(FILES.textFile));
      expectFile(res, FILES.textFile, "public");
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    });
  });

  describe("resource files", () => {
    it("asks a signed-out caller to sign in for a pro resource's file", async () => {
      await createResource(db, { accessLevel: "pro", fileUrl: url(FILES.proResource) });
      expectRefused(await anonymous().get(url(FILES.proResource)), 401, MESSAGES.notSignedIn);
      // Another spelling of the same name is the same file.
      expectRefused(
        await anonymous().get("/downloads/co%2Dmanaged-it-one-pager.pdf"),
        401,
        MESSAGES.notSignedIn,
      );
      expect((await anonymous().request("HEAD", url(FILES.proResource))).statusCode).toBe(401);
    });

    it("refuses a pro resource's file to free and basic members with the upgrade message", async () => {
      for (const plan of ["free", "basic"] as const) {
        const { client } = await signIn({ plan });
        expectRefused(await client.get(url(FILES.proResource)), 403, RESOURCE_MESSAGES.upgradeToDownload);
      }
    });

    it("serves a pro resource's file privately to pro and enterprise members and to admins", async () => {
      for (const who of [
        { plan: "pro" as const },
        { plan: "enterprise" as const },
        { role: "admin" as const },
      ]) {
        const { client } = await signIn(who);
        const res = await client.get(url(FILES.proResource));
        expectFile(res, FILES.proResource, "private");
        expect(res.headers["content-type"]).toBe("application/pdf");
      }
    });

    it("does not let an inactive free resource open a file a pro resource also uses", async () => {
      await createResource(db, {
        accessLevel: "free",
        isActive: false,
        fileUrl: url(FILES.inactiveFreeAndPro),
      });
      await createResource(db, { accessLevel: "pro", fileUrl: url(FILES.inactiveFreeAndPro) });
      expectRefused(await anonymous().get(url(FILES.inactiveFreeAndPro)), 401, MESSAGES.notSignedIn);
      const { client } = await signIn({ plan: "free" });
      expect((await client.get(url(FILES.inactiveFreeAndPro))).statusCode).toBe(403);
      expectFile(
        await (await signIn({ plan: "pro" })).client.get(url(FILES.inactiveFreeAndPro)),
        FILES.inactiveFreeAndPro,
        "private",
      );
    });

    it("keeps an inactive resource's file from members and lets admins read it", async () => {
      await createResource(db, {
        accessLevel: "enterprise",
        isActive: false,
        fileUrl: url(FILES.inactiveEnterprise),
      });
      expect(
        (await (await signIn({ plan: "enterprise" })).client.get(url(FILES.inactiveEnterprise))).statusCode,
      ).toBe(403);
      expectFile(
        await (await signIn({ role: "admin" })).client.get(url(FILES.inactiveEnterprise)),
        FILES.inactiveEnterprise,
        "private",
      );
    });

    it("protects a paid file that also serves as its own thumbnail", async () => {
      await createResource(db, {
        accessLevel: "pro",
        fileUrl: url(FILES.thumbnailAndProFile),
        thumbnailUrl: url(FILES.thumbnailAndProFile),
      });
      expect((await anonymous().get(url(FILES.thumbnailAndProFile))).statusCode).toBe(401);
      expectFile(
        await (await signIn({ plan: "pro" })).client.get(url(FILES.thumbnailAndProFile)),
        FILES.thumbnailAndProFile,
        "private",
      );
    });

    it("refuses members of a deactivated business", async () => {
      const business = await createBusiness(db, { planLevel: "enterprise" });
      const { client } = await signIn({ business });
      await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, business.id));
      expectRefused(await client.get(url(FILES.proResource)), 403, MESSAGES.accountDeactivated);
    });
  });

  describe("lesson files", () => {
    it("serves a free course's lesson video to any member, not signed out", async () => {
      const module = await createModule(db, { requiredPlanLevel: "free" });
      await createLesson(db, module.id, { contentType: "video", contentUrl: url(FILES.freeModuleVideo) });
      expectRefused(await anonymous().get(url(FILES.freeModuleVideo)), 401, MESSAGES.notSignedIn);
      const res = await (await signIn({ plan: "free" })).client.get(url(FILES.freeModuleVideo));
      expectFile(res, FILES.freeModuleVideo, "private");
      expect(res.headers["content-type"]).toBe("video/mp4");
    });

    it("refuses a locked course's lesson video and serves it once the course opens", async () => {
      const module = await createModule(db, { requiredPlanLevel: "pro" });
      await createLesson(db, module.id, { contentType: "video", contentUrl: url(FILES.proModuleVideo) });

      const free = await signIn({ plan: "free" });
      expectRefused(await free.client.get(url(FILES.proModuleVideo)), 403, COURSE_MESSAGES.planLocked);

      // The plan is enough but contract §4 also wants a current subscription.
      const pro = await signIn({ plan: "pro" });
      expectRefused(await pro.client.get(url(FILES.proModuleVideo)), 403, COURSE_MESSAGES.subscriptionLocked);
      await createSubscription(db, pro.business!.id, module.id, {
        accessStartDate: new Date(Date.now() - 2 * DAY),
        accessEndDate: new Date(Date.now() - DAY),
      });
      await createSubscription(db, pro.business!.id, module.id, {
        isActive: true,
        accessStartDate: new Date(Date.now() + DAY),
      });
      expect((await pro.client.get(url(FILES.proModuleVideo))).statusCode).toBe(403);
      await createSubscription(db, pro.business!.id, module.id);
      expectFile(await pro.client.get(url(FILES.proModuleVideo)), FILES.proModuleVideo, "private");

      // Another business's subscription opens nothing.
      const otherPro = await signIn({ plan: "pro" });
      expect((await otherPro.client.get(url(FILES.proModuleVideo))).statusCode).toBe(403);

      // A free plan stays plan-locked even with a subscription.
      await createSubscription(db, free.business!.id, module.id);
      expect((await free.client.get(url(FILES.proModuleVideo))).statusCode).toBe(403);

      expectFile(
        await (await signIn({ role: "admin" })).client.get(url(FILES.proModuleVideo)),
        FILES.proModuleVideo,
        "private",
      );
    });

    it("answers video Range requests", async () => {
      const module = await createModule(db, { requiredPlanLevel: "free" });
      await createLesson(db, module.id, { contentType: "video", contentUrl: url(FILES.freeModuleVideo) });
      const { client } = await signIn({ plan: "free" });
      const res = await client.get(url(FILES.freeModuleVideo), { headers: { range: "bytes=0-99" } });
      expect(res.statusCode).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes 0-99/${sizeOf(FILES.freeModuleVideo)}`);
      expect(res.rawPayload.length).toBe(100);
      expect(res.headers["cache-control"]).toBe("private, max-age=300");
      expect(res.headers["accept-ranges"]).toBe("bytes");
    });

    it("keeps inactive lessons and modules to admins", async () => {
      const open = await createModule(db, { requiredPlanLevel: "free" });
      await createLesson(db, open.id, {
        contentType: "video",
        contentUrl: url(FILES.inactiveLessonVideo),
        isActive: false,
      });
      const hidden = await createModule(db, { requiredPlanLevel: "free", isActive: false });
      await createLesson(db, hidden.id, { contentType: "pdf", contentUrl: url(FILES.inactiveModulePdf) });

      const member = await signIn({ plan: "enterprise" });
      const admin = await signIn({ role: "admin" });
      for (const file of [FILES.inactiveLessonVideo, FILES.inactiveModulePdf]) {
        expect((await member.client.get(url(file))).statusCode).toBe(403);
        expectFile(await admin.client.get(url(file)), file, "private");
      }
    });

    it("opens a file through any one of the items that use it", async () => {
      const module = await createModule(db, { requiredPlanLevel: "pro" });
      await createLesson(db, module.id, {
        contentType: "video",
        contentUrl: url(FILES.basicResourceAndProLesson),
      });
      await createResource(db, {
        accessLevel: "basic",
        type: "video",
        fileUrl: url(FILES.basicResourceAndProLesson),
      });

      expectFile(
        await (await signIn({ plan: "basic" })).client.get(url(FILES.basicResourceAndProLesson)),
        FILES.basicResourceAndProLesson,
        "private",
      );
      expectRefused(
        await (await signIn({ plan: "free" })).client.get(url(FILES.basicResourceAndProLesson)),
        403,
        RESOURCE_MESSAGES.upgradeToDownload,
      );
    });
  });

  describe("paths", () => {
    const outside = readFileSync(path.join(findRepoRoot(), "package.json"), "utf8");
    let origin: string;

    beforeAll(async () => {
      // Over a real socket: an injected request's URL is normalised before routing, a client's is not.
      origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
    });

    /** Sends the path byte for byte, as a hostile client would. */
    const rawGet = (target: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(origin);
        const req = http.get({ hostname, port, path: target }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on("error", reject);
      });

    it("serves a real file over the same socket", async () => {
      const res = await rawGet(url(FILES.unreferenced));
      expect(res.status).toBe(200);
      expect(res.body).toBe(readFileSync(path.join(downloadsDir, FILES.unreferenced), "utf8"));
    });

    it.each([
      "/downloads/..%2fpackage.json",
      "/downloads/..%2f..%2fpackage.json",
      "/downloads/..%2F..%2F..%2Fpackage.json",
      "/downloads/%2e%2e%2f%2e%2e%2fpackage.json",
      "/downloads/%2E%2E%2F%2E%2E%2F%2E%2E%2Fpackage.json",
      "/downloads/..%5c..%5cpackage.json",
      "/downloads/%252e%252e%252f%252e%252e%252fpackage.json",
      "/downloads/../../package.json",
      "/downloads/..%2f..%2f..%2fapps%2fserver%2fpackage.json",
      "/downloads/%2e%2e/%2e%2e/package.json",
      "/downloads/....//....//package.json",
      "/downloads/.%2e/.%2e/package.json",
      "/downloads//etc/passwd",
      "/downloads/%2fetc%2fpasswd",
      "/downloads/..",
      "/downloads/%2e%2e",
      "/downloads/.",
      "/downloads/",
      `/downloads/${FILES.unreferenced}%00.txt`,
      `/downloads/${FILES.unreferenced}/`,
      `/downloads/sub/${FILES.unreferenced}`,
      `/downloads/sub/..%2f${FILES.unreferenced}`,
    ])("never leaves the folder: %s", async (target) => {
      const res = await rawGet(target);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain(outside.slice(0, 60));
      expect(res.body).not.toContain("root:");
      expect(res.headers["content-disposition"]).toBeUndefined();
    });

    it("answers 404 JSON for an unknown file or another spelling of a known one", async () => {
      for (const target of ["/downloads/no-such-file.pdf", "/downloads/CO-MANAGED-IT-ONE-PAGER.PDF"]) {
        const res = await anonymous().get(target);
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorBody>()).toEqual({ success: false, message: MESSAGES.notFound });
      }
    });
  });

  describe("canReadFile", () => {
    it("decides in two queries however many rows use the file", async () => {
      const file = url(FILES.basicModulePdf);
      const check = () => canReadFile(db, null, file, new Date());
      expect(await countQueries(t.database, check)).toBe(2);
      for (let i = 0; i < 5; i++) {
        const module = await createModule(db, { requiredPlanLevel: "basic" });
        await createLesson(db, module.id, { contentType: "pdf", contentUrl: file });
        await createResource(db, { accessLevel: "enterprise", fileUrl: file });
      }
      expect(await countQueries(t.database, check)).toBe(2);
      expect(await check()).toEqual({ access: "denied", status: 401, message: MESSAGES.notSignedIn });
    });
  });
});

describe.each(testBackends())("demo content's /downloads on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await seedDemoContent(t.database.handle.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows every card picture signed out, whatever plan the item needs", async () => {
    const db = t.database.handle.db;
    const thumbnails = [
      ...(await db.select({ url: modules.thumbnailUrl }).from(modules)),
      ...(await db.select({ url: resources.thumbnailUrl }).from(resources)),
    ]
      .map((row) => row.url)
      .filter((url): url is string => !!url);
    expect(thumbnails.length).toBeGreaterThan(8);
    for (const thumbnail of thumbnails) {
      const res = await new TestClient(t.app).get(thumbnail);
      expect(res.statusCode, thumbnail).toBe(200);
      // Shared caches may keep it (a free resource's file) or must ask again (a thumbnail only).
      expect(res.headers["cache-control"], thumbnail).toMatch(/^public, (max-age=3600|no-cache)$/);
    }
  });
});
