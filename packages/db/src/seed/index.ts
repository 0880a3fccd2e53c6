import { inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { DEFAULT_BAND_THRESHOLDS, type BandedFigure } from "@scalemsp/validators";
import {
  lessonQuestionOptions,
  lessonQuestions,
  lessons,
  modules,
  resourceCategories,
  resources,
  scorecardBands,
} from "../schema";
import { seedDemoClient } from "./demo-client";
import { DEMO_CATEGORIES, demoBandCourses, demoCourses, demoResources } from "./demo-content";

export { DEMO_CATEGORIES, DEMO_CLIENT, demoBandCourses, demoCourses, demoResources } from "./demo-content";
export { countDemoClients, removeDemoClient } from "./demo-client";
export type { DemoCategory, DemoCourse, DemoLesson, DemoResource } from "./demo-content";
export type { DemoQuestion } from "./demo-questions";

export interface SeedResult {
  modules: number;
  lessons: number;
  resources: number;
  questions: number;
}

/** Any fixed 64-bit key: app processes starting together on one PostgreSQL seed one at a time. */
const SEED_LOCK_KEY = 7_302_918_274_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the demo courses, lessons and resources, and the demo client business of contract §15
 * (`DEMO_CLIENT`), on a database with no modules
 * (contract §1, SEED_DEMO); on any other database it changes nothing and returns zeros.
 */
export async function seedDemoContent(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Without the lock two processes could both see an empty table and seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: modules.id }).from(modules).limit(1);
    if (existing.length > 0) return { modules: 0, lessons: 0, resources: 0, questions: 0 };

    // Categories may exist without modules (an admin created them); reuse those.
    await tx
      .insert(resourceCategories)
      .values(DEMO_CATEGORIES.map((name) => ({ name, isDemo: true })))
      .onConflictDoNothing({ target: resourceCategories.name });
    const categories = await tx
      .select({ id: resourceCategories.id, name: resourceCategories.name })
      .from(resourceCategories)
      .where(inArray(resourceCategories.name, [...DEMO_CATEGORIES]));
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));

    const insertedModules = await tx
      .insert(modules)
      .values(
        demoCourses.map((course, index) => ({
          title: course.title,
          description: course.description,
          requiredPlanLevel: course.requiredPlanLevel,
          thumbnailUrl: course.thumbnailUrl,
          sortOrder: (index + 1) * 10,
          isDemo: true,
        })),
      )
      .returning({ id: modules.id, title: modules.title });
    // Matched by title: the order of RETURNING rows is not guaranteed.
    const moduleId = new Map(insertedModules.map((m) => [m.title, m.id]));

    const lessonRows = demoCourses.flatMap((course) => {
      const id = moduleId.get(course.title);
      if (id === undefined) throw new Error(`Seeding lost the module "${course.title}"`);
      return course.lessons.map((lesson, index) => ({
        moduleId: id,
        title: lesson.title,
        description: lesson.description,
        contentType: lesson.contentType,
        contentUrl: lesson.contentUrl ?? null,
        contentText: lesson.contentText ?? null,
        duration: lesson.duration,
        sortOrder: index + 1,
      }));
    });
    const insertedLessons = await tx
      .insert(lessons)
      .values(lessonRows)
      .returning({ id: lessons.id, moduleId: lessons.moduleId, title: lessons.title });
    const lessonId = new Map(insertedLessons.map((l) => [`${l.moduleId}/${l.title}`, l.id]));

    let questionCount = 0;
    for (const course of demoCourses) {
      for (const lesson of course.lessons) {
        const id = lessonId.get(`${moduleId.get(course.title)}/${lesson.title}`);
        if (!lesson.questions || id === undefined) continue;
        for (const [index, question] of lesson.questions.entries()) {
          const [row] = await tx
            .insert(lessonQuestions)
            .values({
              lessonId: id,
              text: question.text,
              type: question.type,
              area: question.area ?? null,
              sortOrder: index,
            })
            .returning({ id: lessonQuestions.id });
          await tx.insert(lessonQuestionOptions).values(
            question.options.map((option, optionIndex) => ({
              questionId: row!.id,
              text: option.text,
              score: option.score,
              sortOrder: optionIndex,
            })),
          );
          questionCount += 1;
        }
      }
    }

    // Each banded scorecard figure points at the demo course that addresses it.
    await tx
      .insert(scorecardBands)
      .values(
        (Object.entries(demoBandCourses) as [BandedFigure, string][]).map(([figure, title]) => ({
          figure,
          ...DEFAULT_BAND_THRESHOLDS[figure],
          moduleId: moduleId.get(title) ?? null,
        })),
      )
      .onConflictDoNothing({ target: scorecardBands.figure });

    const now = Date.now();
    await tx.insert(resources).values(
      demoResources.map((resource) => {
        const published = new Date(now - resource.publishedDaysAgo * DAY_MS);
        return {
          title: resource.title,
          description: resource.description,
          type: resource.type,
          accessLevel: resource.accessLevel,
          featured: resource.featured,
          thumbnailUrl: resource.thumbnailUrl ?? null,
          fileUrl: resource.fileUrl,
          fileName: resource.fileName,
          downloadCount: resource.downloadCount,
          categoryId: categoryId.get(resource.category) ?? null,
          isDemo: true,
          createdAt: published,
          updatedAt: published,
        };
      }),
    );

    // Contract §15: one client whose goals, check-ins and action items show the coaching loop.
    await seedDemoClient(tx, new Date(now));

    return {
      modules: insertedModules.length,
      lessons: lessonRows.length,
      resources: demoResources.length,
      questions: questionCount,
    };
  });
}
