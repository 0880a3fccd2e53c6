import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { LESSON_COMPLETE_PROGRESS, LESSON_START_PROGRESS } from "@scalemsp/validators";
import type { Database } from "../client";
import {
  businesses,
  lessonProgress,
  lessonQuestionOptions,
  lessonQuestions,
  scorecardEntries,
  lessons,
  moduleSubscriptions,
  modules,
  resourceCategories,
  resources,
  users,
} from "../schema";

/**
 * Row factories for tests and local tooling. Each inserts one row with sensible,
 * unique defaults, applies the overrides and returns the stored row.
 * Passwords arrive already hashed so that this package does not depend on @scalemsp/auth.
 */

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Module = typeof modules.$inferSelect;
export type NewModule = typeof modules.$inferInsert;
export type Lesson = typeof lessons.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;
export type ModuleSubscription = typeof moduleSubscriptions.$inferSelect;
export type NewModuleSubscription = typeof moduleSubscriptions.$inferInsert;
export type ResourceCategory = typeof resourceCategories.$inferSelect;
export type NewResourceCategory = typeof resourceCategories.$inferInsert;
export type Resource = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;
export type LessonProgress = typeof lessonProgress.$inferSelect;
export type ScorecardEntryRow = typeof scorecardEntries.$inferSelect;
export type NewScorecardEntry = typeof scorecardEntries.$inferInsert;
export type LessonQuestion = typeof lessonQuestions.$inferSelect;
export type LessonQuestionOption = typeof lessonQuestionOptions.$inferSelect;
export type NewLessonProgress = typeof lessonProgress.$inferInsert;

let counter = 0;
/** Unique across parallel test files too: the counter alone restarts in every worker. */
const unique = () => `${++counter}-${randomBytes(4).toString("hex")}`;

function firstRow<T>(rows: T[], table: string): T {
  const row = rows[0];
  if (!row) throw new Error(`Inserting into ${table} returned no row`);
  return row;
}

export async function createBusiness(db: Database, overrides: Partial<NewBusiness> = {}): Promise<Business> {
  const rows = await db
    .insert(businesses)
    .values({
      name: `Northwind IT Services ${unique()}`,
      industry: "Managed IT Services",
      employeeCount: 12,
      website: "https://northwind-it.example",
      planLevel: "free",
      isActive: true,
      ...overrides,
    })
    .returning();
  return firstRow(rows, "businesses");
}

export type CreateUserInput = Partial<Omit<NewUser, "passwordHash">> & { passwordHash: string };

/** E-mails are stored trimmed and lower-case (contract §2), overrides included. */
export async function createUser(db: Database, input: CreateUserInput): Promise<User> {
  const email = (input.email ?? `user${unique()}@example.test`).trim().toLowerCase();
  const rows = await db
    .insert(users)
    .values({
      firstName: "Jordan",
      lastName: "Reyes",
      role: "member",
      isOwner: false,
      isActive: true,
      ...input,
      email,
    })
    .returning();
  return firstRow(rows, "users");
}

/** A business and its owner, as registration creates them (contract §3). */
export async function createBusinessWithOwner(
  db: Database,
  input: {
    passwordHash: string;
    business?: Partial<NewBusiness>;
    owner?: Partial<Omit<NewUser, "passwordHash">>;
  },
): Promise<{ business: Business; owner: User }> {
  const business = await createBusiness(db, input.business);
  const owner = await createUser(db, {
    role: "business_owner",
    isOwner: true,
    ...input.owner,
    passwordHash: input.passwordHash,
    businessId: business.id,
  });
  return { business, owner };
}

export async function createModule(db: Database, overrides: Partial<NewModule> = {}): Promise<Module> {
  const rows = await db
    .insert(modules)
    .values({
      title: `Course ${unique()}`,
      description: "How to price, sell and deliver managed services profitably.",
      requiredPlanLevel: "free",
      sortOrder: 0,
      isActive: true,
      ...overrides,
    })
    .returning();
  return firstRow(rows, "modules");
}

export async function createLesson(
  db: Database,
  moduleId: number,
  overrides: Partial<Omit<NewLesson, "moduleId">> = {},
): Promise<Lesson> {
  const rows = await db
    .insert(lessons)
    .values({
      title: `Lesson ${unique()}`,
      description: "A short lesson.",
      contentType: "text",
      contentText: "<h2>Know your numbers</h2><p>Review your managed services gross margin every month.</p>",
      duration: 10,
      sortOrder: 0,
      isActive: true,
      ...overrides,
      moduleId,
    })
    .returning();
  return firstRow(rows, "lessons");
}

/** Defaults to an active subscription that started a minute ago and never ends. */
export async function createSubscription(
  db: Database,
  businessId: number,
  moduleId: number,
  overrides: Partial<Omit<NewModuleSubscription, "businessId" | "moduleId">> = {},
): Promise<ModuleSubscription> {
  const rows = await db
    .insert(moduleSubscriptions)
    .values({
      accessStartDate: new Date(Date.now() - 60_000),
      accessEndDate: null,
      isActive: true,
      ...overrides,
      businessId,
      moduleId,
    })
    .returning();
  return firstRow(rows, "module_subscriptions");
}

export async function createCategory(
  db: Database,
  overrides: Partial<NewResourceCategory> = {},
): Promise<ResourceCategory> {
  const rows = await db
    .insert(resourceCategories)
    .values({ name: `Category ${unique()}`, ...overrides })
    .returning();
  return firstRow(rows, "resource_categories");
}

/** The default file is one of the real demo downloads, so download links in tests resolve. */
export async function createResource(db: Database, overrides: Partial<NewResource> = {}): Promise<Resource> {
  const rows = await db
    .insert(resources)
    .values({
      title: `Resource ${unique()}`,
      description: "Where MSP margin leaks and how to recover it.",
      type: "document",
      accessLevel: "free",
      featured: false,
      fileUrl: "/downloads/msp-profit-maximization-guide.pdf",
      fileName: "msp-profit-maximization-guide.pdf",
      isActive: true,
      ...overrides,
    })
    .returning();
  return firstRow(rows, "resources");
}

/**
 * One user's progress on one lesson. The module comes from the lesson unless given;
 * status defaults to in_progress at the start value, completed defaults to 100 with a completion time.
 */
export async function createProgress(
  db: Database,
  userId: number,
  lessonId: number,
  overrides: Partial<Omit<NewLessonProgress, "userId" | "lessonId">> = {},
): Promise<LessonProgress> {
  let moduleId = overrides.moduleId;
  if (moduleId === undefined) {
    const lesson = await db
      .select({ moduleId: lessons.moduleId })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .limit(1);
    moduleId = lesson[0]?.moduleId;
    if (moduleId === undefined) throw new Error(`createProgress: no lesson ${lessonId}`);
  }
  const status = overrides.status ?? "in_progress";
  const completed = status === "completed";
  const rows = await db
    .insert(lessonProgress)
    .values({
      progress: completed ? LESSON_COMPLETE_PROGRESS : status === "in_progress" ? LESSON_START_PROGRESS : 0,
      completedAt: completed ? new Date() : null,
      ...overrides,
      status,
      moduleId,
      userId,
      lessonId,
    })
    .returning();
  return firstRow(rows, "lesson_progress");
}

/** One month of a business's figures; only the revenue is required. */
export async function createScorecardEntry(
  db: Database,
  businessId: number,
  month: string,
  figures: Partial<Omit<NewScorecardEntry, "businessId" | "month">> = {},
): Promise<ScorecardEntryRow> {
  const rows = await db
    .insert(scorecardEntries)
    .values({ revenue: 100_000, ...figures, businessId, month })
    .returning();
  return firstRow(rows, "scorecard_entries");
}

export interface NewQuestion {
  text?: string;
  type?: LessonQuestion["type"];
  area?: LessonQuestion["area"];
  /** Scores of the options, in order; texts are made up. */
  options: readonly (number | { text: string; score: number })[];
}

/** A question of a quiz or assessment lesson with its options, in the order given. */
export async function createQuestion(
  db: Database,
  lessonId: number,
  question: NewQuestion,
  sortOrder = 0,
): Promise<LessonQuestion & { options: LessonQuestionOption[] }> {
  const created = firstRow(
    await db
      .insert(lessonQuestions)
      .values({
        lessonId,
        text: question.text ?? `Question ${unique()}`,
        type: question.type ?? "single",
        area: question.area ?? null,
        sortOrder,
      })
      .returning(),
    "lesson_questions",
  );
  const options = await db
    .insert(lessonQuestionOptions)
    .values(
      question.options.map((option, index) => ({
        questionId: created.id,
        text: typeof option === "number" ? `Option ${index + 1}` : option.text,
        score: typeof option === "number" ? option : option.score,
        sortOrder: index,
      })),
    )
    .returning();
  return { ...created, options: options.sort((a, b) => a.sortOrder - b.sortOrder) };
}
