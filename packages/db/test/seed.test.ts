import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import {
  ASSESSMENT_AREAS,
  BANDED_FIGURES,
  LESSON_CONTENT_TYPES,
  PLAN_LEVELS,
  RESOURCE_TYPES,
  lessonQuestionsInput,
  questionMaxScore,
} from "@scalemsp/validators";
import {
  lessonQuestionOptions,
  lessonQuestions,
  lessons,
  modules,
  resourceCategories,
  resources,
  scorecardBands,
} from "../src/schema";
import {
  DEMO_CATEGORIES,
  demoBandCourses,
  demoCourses,
  demoResources,
  seedDemoContent,
  type SeedResult,
} from "../src/seed";
import { createModule } from "../src/seed/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "../src/testing";

const downloadsDir = fileURLToPath(new URL("../../../apps/server/downloads/", import.meta.url));
const demoLessons = demoCourses.flatMap((course) => course.lessons);
const fileOf = (url: string) => path.join(downloadsDir, url.slice("/downloads/".length));
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

/** Every `/downloads/…` URL the demo content refers to. */
function demoDownloadUrls(): string[] {
  const urls = [
    ...demoCourses.map((course) => course.thumbnailUrl),
    ...demoLessons.map((lesson) => lesson.contentUrl),
    ...demoResources.flatMap((resource) => [resource.fileUrl, resource.thumbnailUrl]),
  ];
  return urls.filter((url): url is string => !!url?.startsWith("/downloads/"));
}

describe("demo content", () => {
  it("has 2 or more courses at each plan level, each with 3 to 6 lessons", () => {
    for (const plan of PLAN_LEVELS) {
      expect(demoCourses.filter((c) => c.requiredPlanLevel === plan).length, plan).toBeGreaterThanOrEqual(2);
    }
    for (const course of demoCourses) {
      expect(course.lessons.length, course.title).toBeGreaterThanOrEqual(3);
      expect(course.lessons.length, course.title).toBeLessThanOrEqual(6);
    }
    expect(new Set(demoCourses.map((c) => c.title)).size).toBe(demoCourses.length);
  });

  it("uses every lesson content type, with the content each type needs", () => {
    expect(new Set(demoLessons.map((l) => l.contentType))).toEqual(new Set(LESSON_CONTENT_TYPES));
    for (const lesson of demoLessons) {
      if (lesson.contentType === "video")
        expect(lesson.contentUrl, lesson.title).toMatch(/^\/downloads\/.+\.mp4$/);
      else if (lesson.contentType === "pdf")
        expect(lesson.contentUrl, lesson.title).toMatch(/^\/downloads\/.+\.pdf$/);
      else expect(lesson.contentText, lesson.title).toMatch(/^<h2>/);
    }
  });

  it("writes text lessons as real HTML of 150 to 400 words", () => {
    for (const lesson of demoLessons.filter((l) => l.contentType === "text")) {
      const html = lesson.contentText ?? "";
      expect(words(html), lesson.title).toBeGreaterThanOrEqual(150);
      expect(words(html), lesson.title).toBeLessThanOrEqual(400);
      expect(html, lesson.title).toMatch(/<p>/);
      expect(html, lesson.title).toMatch(/<(ul|ol)>/);
      expect(html, lesson.title).not.toMatch(/lorem/i);
    }
  });

  it("has durations under and over an hour", () => {
    expect(demoLessons.some((l) => l.duration < 60)).toBe(true);
    expect(demoLessons.some((l) => l.duration > 60)).toBe(true);
    expect(demoLessons.every((l) => Number.isInteger(l.duration) && l.duration > 0)).toBe(true);
  });

  it("has 2 or more resources of each type, every access level, and 5 or 6 featured", () => {
    for (const type of RESOURCE_TYPES) {
      expect(demoResources.filter((r) => r.type === type).length, type).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(demoResources.map((r) => r.accessLevel))).toEqual(new Set(PLAN_LEVELS));
    const featured = demoResources.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(5);
    expect(featured).toBeLessThanOrEqual(6);
    for (const resource of demoResources) {
      expect(DEMO_CATEGORIES).toContain(resource.category);
      expect(resource.fileUrl.endsWith(`/${resource.fileName}`), resource.title).toBe(true);
    }
  });

  it("has a real quiz and a real maturity assessment whose questions pass the admin's rules", () => {
    const scored = demoLessons.filter((lesson) => lesson.questions);
    expect(scored.some((lesson) => lesson.contentType === "quiz")).toBe(true);
    const maturity = scored.find((lesson) => lesson.title === "MSP Maturity Assessment");
    expect(maturity?.contentType).toBe("assessment");
    expect(new Set(maturity?.questions?.map((question) => question.area))).toEqual(new Set(ASSESSMENT_AREAS));
    for (const lesson of scored) {
      expect(["quiz", "assessment"], lesson.title).toContain(lesson.contentType);
      const parsed = lessonQuestionsInput.safeParse({ id: 1, questions: lesson.questions });
      expect(parsed.error?.issues ?? [], lesson.title).toEqual([]);
      for (const question of lesson.questions ?? []) expect(questionMaxScore(question)).toBeGreaterThan(0);
      // No reveal-the-answer sections left in a scored lesson's text.
      expect(lesson.contentText, lesson.title).not.toMatch(/<details>/);
    }
  });

  it("links every banded scorecard figure to a demo course", () => {
    const titles = new Set(demoCourses.map((course) => course.title));
    expect(Object.keys(demoBandCourses).sort()).toEqual([...BANDED_FIGURES].sort());
    for (const title of Object.values(demoBandCourses)) expect(titles.has(title), title).toBe(true);
  });

  it("offers the marketing site's three free downloads as free resources", () => {
    const free = demoResources.filter((r) => r.accessLevel === "free").map((r) => r.title);
    expect(free).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/profit maximi[sz]ation guide/i),
        expect.stringMatching(/sales framework/i),
        expect.stringMatching(/hiring playbook/i),
      ]),
    );
  });
});

describe("demo downloads folder", () => {
  const files = readdirSync(downloadsDir);

  it("holds every file the demo content links to", () => {
    for (const url of demoDownloadUrls()) expect(existsSync(fileOf(url)), url).toBe(true);
  });

  it("holds nothing the demo content does not link to", () => {
    const linked = new Set(demoDownloadUrls().map((url) => path.basename(url)));
    expect(files.filter((file) => !linked.has(file))).toEqual([]);
  });

  it("keeps each file under 100 KB and the folder under 1 MB", () => {
    let total = 0;
    for (const file of files) {
      const size = statSync(path.join(downloadsDir, file)).size;
      expect(size, file).toBeGreaterThan(0);
      expect(size, file).toBeLessThan(100 * 1024);
      total += size;
    }
    expect(total).toBeLessThan(1024 * 1024);
  });

  it("holds well-formed PDF, MP4 and SVG files", () => {
    for (const file of files) {
      const data = readFileSync(path.join(downloadsDir, file));
      if (file.endsWith(".pdf")) {
        expect(data.subarray(0, 5).toString("latin1"), file).toBe("%PDF-");
        expect(data.subarray(-6).toString("latin1"), file).toContain("%%EOF");
        // The xref offset must point at the xref table, or viewers fall back to repair mode.
        const startxref = Number(/startxref\n(\d+)/.exec(data.toString("latin1"))?.[1]);
        expect(data.subarray(startxref, startxref + 4).toString("latin1"), file).toBe("xref");
      } else if (file.endsWith(".mp4")) {
        expect(data.subarray(4, 8).toString("latin1"), file).toBe("ftyp");
      } else if (file.endsWith(".svg")) {
        expect(data.toString("utf8"), file).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      }
    }
  });

  it("draws each SVG cover at 16:9, the cards' cover shape, so the crop cuts none of it", () => {
    const covers = [
      ...demoCourses.map((course) => course.thumbnailUrl),
      ...demoResources.map((resource) => resource.thumbnailUrl),
    ].filter((url): url is string => !!url?.startsWith("/downloads/") && url.endsWith(".svg"));
    expect(covers).toContain("/downloads/service-tier-comparison.svg");
    for (const url of covers) {
      const viewBox = /^<svg [^>]*viewBox="([^"]+)"/.exec(readFileSync(fileOf(url), "utf8"))?.[1] ?? "";
      const [, , width = 0, height = 1] = viewBox.split(/[\s,]+/).map(Number);
      expect(Math.abs(width / height - 16 / 9), `${url}: viewBox ${viewBox}`).toBeLessThan(0.01);
    }
  });
});

const demoTotals: SeedResult = {
  modules: demoCourses.length,
  lessons: demoLessons.length,
  resources: demoResources.length,
  questions: demoLessons.reduce((sum, lesson) => sum + (lesson.questions?.length ?? 0), 0),
};

// One database per target: opening PGlite costs seconds, so scenarios share it and reset the tables.
describe.each(testBackends())("seedDemoContent on %s", (backend) => {
  let t: TestDatabase;
  let first: SeedResult;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    first = await seedDemoContent(t.handle.db);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  const reset = () =>
    t.handle.db.execute(
      sql`truncate ${modules}, ${resources}, ${resourceCategories} restart identity cascade`,
    );

  it("inserts courses at every plan level, lessons of every content type and resources of every type", async () => {
    expect(first).toEqual(demoTotals);
    const levels = await t.handle.db.selectDistinct({ level: modules.requiredPlanLevel }).from(modules);
    expect(new Set(levels.map((r) => r.level))).toEqual(new Set(PLAN_LEVELS));
    const types = await t.handle.db.selectDistinct({ type: lessons.contentType }).from(lessons);
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(LESSON_CONTENT_TYPES));
    const resourceTypes = await t.handle.db.selectDistinct({ type: resources.type }).from(resources);
    expect(new Set(resourceTypes.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
  });

  it("stores lessons in course order under their own course", async () => {
    const rows = await t.handle.db
      .select({ module: modules.title, lesson: lessons.title, sortOrder: lessons.sortOrder })
      .from(lessons)
      .innerJoin(modules, eq(lessons.moduleId, modules.id))
      .orderBy(modules.sortOrder, lessons.sortOrder);
    expect(rows.map((r) => [r.module, r.lesson])).toEqual(
      demoCourses.flatMap((course) => course.lessons.map((lesson) => [course.title, lesson.title])),
    );
  });

  it("files every resource under its category", async () => {
    const rows = await t.handle.db
      .select({ title: resources.title, category: resourceCategories.name })
      .from(resources)
      .leftJoin(resourceCategories, eq(resources.categoryId, resourceCategories.id));
    const expected = new Map(demoResources.map((r) => [r.title, r.category]));
    for (const row of rows) expect(row.category, row.title).toBe(expected.get(row.title));
  });

  it("stores the questions with their options and links each banded figure to its course", async () => {
    const options = await t.handle.db.select({ n: count() }).from(lessonQuestionOptions);
    expect(options[0]?.n).toBeGreaterThan(first.questions);
    const bands = await t.handle.db
      .select({ figure: scorecardBands.figure, course: modules.title })
      .from(scorecardBands)
      .innerJoin(modules, eq(modules.id, scorecardBands.moduleId));
    expect(Object.fromEntries(bands.map((band) => [band.figure, band.course]))).toEqual(demoBandCourses);
  });

  it("links only to files that exist in apps/server/downloads", async () => {
    const urls = [
      ...(await t.handle.db.select({ url: resources.fileUrl }).from(resources)),
      ...(await t.handle.db.select({ url: resources.thumbnailUrl }).from(resources)),
      ...(await t.handle.db.select({ url: lessons.contentUrl }).from(lessons)),
      ...(await t.handle.db.select({ url: modules.thumbnailUrl }).from(modules)),
    ]
      .map((row) => row.url)
      .filter((url): url is string => !!url?.startsWith("/downloads/"));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(existsSync(fileOf(url)), url).toBe(true);
  });

  it("inserts nothing when run a second time", async () => {
    expect(await seedDemoContent(t.handle.db)).toEqual({
      modules: 0,
      lessons: 0,
      resources: 0,
      questions: 0,
    });
    expect(await counts(t)).toEqual(demoTotals);
  });

  it("leaves a database that already has a module alone", async () => {
    await reset();
    await createModule(t.handle.db, { title: "An admin's own course" });
    expect(await seedDemoContent(t.handle.db)).toEqual({
      modules: 0,
      lessons: 0,
      resources: 0,
      questions: 0,
    });
    expect(await counts(t)).toEqual({ modules: 1, lessons: 0, resources: 0, questions: 0 });
  });

  it("seeds once when two seeds start together", async () => {
    await reset();
    const results = await Promise.all([seedDemoContent(t.handle.db), seedDemoContent(t.handle.db)]);
    expect(results.map((r) => r.modules).sort((a, b) => a - b)).toEqual([0, demoTotals.modules]);
    expect(await counts(t)).toEqual(demoTotals);
  });

  it("reuses resource categories that already exist", async () => {
    await reset();
    await t.handle.db.insert(resourceCategories).values({ name: "Sales" });
    expect(await seedDemoContent(t.handle.db)).toEqual(demoTotals);
    const sales = await t.handle.db
      .select()
      .from(resourceCategories)
      .where(eq(resourceCategories.name, "Sales"));
    expect(sales).toHaveLength(1);
  });
});

async function counts(t: TestDatabase): Promise<SeedResult> {
  const [m] = await t.handle.db.select({ n: count() }).from(modules);
  const [l] = await t.handle.db.select({ n: count() }).from(lessons);
  const [r] = await t.handle.db.select({ n: count() }).from(resources);
  const [q] = await t.handle.db.select({ n: count() }).from(lessonQuestions);
  return { modules: m?.n ?? 0, lessons: l?.n ?? 0, resources: r?.n ?? 0, questions: q?.n ?? 0 };
}
