import { generateToken, hashToken } from "@scalemsp/auth";
import { COACHING_RULES, SESSION_TTL_MS, plansWithin, type PlanLevel } from "@scalemsp/validators";
import { sessions, sql, type Database, type DatabaseHandle } from "@scalemsp/db";

/** The data set's size; the member area's queries must stay fast at this scale. */
export const SCALE: BenchScale = {
  businesses: 1_000,
  usersPerBusiness: 10,
  modules: 100,
  lessonsPerModule: 20,
  progressPerUser: 20,
  resources: 1_000,
  categories: 10,
  subscriptionsPerBusiness: 12,
};

/** How many rows of each kind the seed writes; tests seed a small one. */
export interface BenchScale {
  businesses: number;
  usersPerBusiness: number;
  modules: number;
  lessonsPerModule: number;
  progressPerUser: number;
  resources: number;
  categories: number;
  subscriptionsPerBusiness: number;
}

const PLANS = `array['free','basic','pro','enterprise']::plan_level[]`;
const LESSON_TYPES = `array['text','video','pdf','quiz','assessment']::lesson_content_type[]`;
const RESOURCE_TYPES = `array['marketing','document','template','image','video','other']::resource_type[]`;

/** About 2 KB, the size of a demo text lesson. */
const LESSON_TEXT = `'<h2>Know your numbers</h2>' || repeat('<p>Review your managed services gross margin every month, per client and per service line, and reprice anything below forty percent before renewal.</p>', 14)`;

/**
 * Set-based inserts: each table is one INSERT … SELECT over generate_series, so the
 * whole set loads in seconds on PostgreSQL and PGlite alike. Ids are explicit so the
 * rows can refer to each other arithmetically; the sequences are moved past them after.
 */
function seedStatements(scale: BenchScale): string[] {
  const users = scale.businesses * scale.usersPerBusiness;
  const lessons = scale.modules * scale.lessonsPerModule;
  return [
    `insert into businesses (id, name, industry, employee_count, website, plan_level, is_active, created_at, updated_at)
   select b, 'Bench MSP ' || b, 'Managed IT Services', 3 + b % 80, 'https://msp' || b || '.example',
          (${PLANS})[1 + b % 4], b % 50 <> 0, now() - b * interval '1 hour', now()
   from generate_series(1, ${scale.businesses}) b`,

    // Ten users a business; the first of each is its owner. Logins are not measured, so no real hash.
    // Each has a time zone, as every member has after their first visit: their pages take the
    // road of a returning member's (rendered for them), not a first visit's.
    `insert into users (id, email, password_hash, first_name, last_name, role, business_id, is_owner, is_active, time_zone, created_at, updated_at)
   select u, 'user' || u || '@bench.test', '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'Jordan', 'Reyes ' || u,
          (case when (u - 1) % ${scale.usersPerBusiness} = 0 then 'business_owner' else 'member' end)::user_role,
          1 + (u - 1) / ${scale.usersPerBusiness}, (u - 1) % ${scale.usersPerBusiness} = 0, u % 97 <> 0,
          (array['America/New_York', 'America/Chicago', 'Europe/London', 'Australia/Sydney'])[1 + u % 4],
          now() - u * interval '1 minute', now()
   from generate_series(1, ${users}) u`,

    // Every user signed in once, so the session lookup runs against a full table.
    `insert into sessions (id, user_id, expires_at)
   select md5('bench-a-' || u) || md5('bench-b-' || u), u, now() + interval '20 days'
   from generate_series(1, ${users}) u`,

    `insert into modules (id, title, description, required_plan_level, sort_order, is_active, thumbnail_url, created_at, updated_at)
   select m, 'Course ' || m || ': Growing a profitable MSP',
          'How to price, sell and deliver managed services profitably, step by step, with worksheets.',
          (${PLANS})[1 + m % 4], m, m % 25 <> 0, '/downloads/course-msp-pricing-fundamentals.svg', now(), now()
   from generate_series(1, ${scale.modules}) m`,

    `insert into lessons (id, module_id, title, description, content_type, content_url, content_text, duration, sort_order, is_active, created_at, updated_at)
   select l, 1 + (l - 1) / ${scale.lessonsPerModule}, 'Lesson ' || l, 'A short lesson on running the numbers of a managed services business.',
          (${LESSON_TYPES})[1 + l % 5],
          case when l % 5 = 0 then null else '/downloads/msp-profit-maximization-guide.pdf' end,
          case when l % 5 = 0 then ${LESSON_TEXT} else null end,
          5 + l % 25, (l - 1) % ${scale.lessonsPerModule}, l % 40 <> 0, now(), now()
   from generate_series(1, ${lessons}) l`,

    // Each user has worked through the first ten lessons of two courses: some done, the rest under way.
    `insert into lesson_progress (id, user_id, lesson_id, module_id, status, progress, completed_at, created_at, updated_at)
   select (u - 1) * ${scale.progressPerUser} + k + 1, u, m * ${scale.lessonsPerModule} + k % 10 + 1, m + 1,
          (case when k % 10 < 3 + u % 7 then 'completed' else 'in_progress' end)::lesson_status,
          case when k % 10 < 3 + u % 7 then 100 else 10 + (u * 7 + k * 13) % 80 end,
          case when k % 10 < 3 + u % 7 then now() - (k + 1) * interval '1 day' else null end,
          now() - (k + 2) * interval '1 day', now()
   from generate_series(1, ${users}) u
   cross join generate_series(0, ${scale.progressPerUser - 1}) k
   cross join lateral (select (u + (k / 10) * 37) % ${scale.modules} as m) pick`,

    // Twelve subscriptions a business, one of them ended and one switched off.
    `insert into module_subscriptions (business_id, module_id, access_start_date, access_end_date, is_active, created_at, updated_at)
   select b, 1 + (b * 7 + j * 9) % ${scale.modules}, now() - interval '90 days',
          case when j = 10 then now() - interval '1 day' when j % 3 = 0 then now() + interval '1 year' else null end,
          j <> 11, now(), now()
   from generate_series(1, ${scale.businesses}) b
   cross join generate_series(0, ${scale.subscriptionsPerBusiness - 1}) j`,

    `insert into resource_categories (id, name, created_at, updated_at)
   select c, 'Category ' || c, now(), now() from generate_series(1, ${scale.categories}) c`,

    `insert into resources (id, title, description, type, access_level, featured, thumbnail_url, file_url, file_name,
                          download_count, category_id, is_active, created_at, updated_at)
   select r, 'Resource ' || r || ': MSP playbook', 'Where MSP margin leaks and how to recover it, with a checklist for your next quarterly business review.',
          (${RESOURCE_TYPES})[1 + r % 6], (${PLANS})[1 + (r / 6) % 4], r % 20 = 0,
          case when r % 2 = 0 then '/downloads/course-msp-pricing-fundamentals.svg' else null end,
          '/downloads/msp-profit-maximization-guide.pdf', 'msp-profit-maximization-guide.pdf',
          (r * 37) % 500, 1 + r % ${scale.categories}, r % 30 <> 0,
          now() - r * interval '2 hours', now() - r * interval '1 hour'
   from generate_series(1, ${scale.resources}) r`,

    // The coach (an admin after the last user) on the default hours, New York.
    `insert into users (id, email, password_hash, first_name, last_name, role, business_id, is_owner, is_active, created_at, updated_at)
   values (${users + 1}, 'coach@bench.test', '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'Alex', 'Morgan', 'admin', null, false, true, now(), now())`,

    `insert into coach_profiles (user_id, display_name, bio, time_zone, weekly_hours, created_at, updated_at)
   values (${users + 1}, 'Alex Morgan', 'Bench coach', 'America/New_York',
           '${JSON.stringify([1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })))}'::jsonb, now(), now())`,

    // Sixty days of bookings either side of today: three sessions each weekday, the last on Thursdays a
    // group session; the late morning stays free, so the slots query has times to offer.
    `insert into coaching_sessions (uid, kind, status, coach_id, starts_at, ends_at, title, capacity, business_id, booked_by_id, created_at, updated_at)
   select 'bench-' || d || '-' || h || '@bench', (case when is_group then 'group' else 'one_to_one' end)::coaching_session_kind,
          'booked', ${users + 1}, s, s + interval '1 hour', case when is_group then 'Mastermind' end,
          case when is_group then 20 end, case when is_group then null else b end,
          case when is_group then null else 1 + (b - 1) * ${scale.usersPerBusiness} end, now(), now()
   from generate_series(-60, 60) d
   cross join unnest(array[9, 13, 15]) h
   cross join lateral (select date_trunc('day', now() at time zone 'America/New_York') + d * interval '1 day' as day) local_day
   cross join lateral (
     select (day + h * interval '1 hour') at time zone 'America/New_York' as s,
            h = 15 and extract(isodow from day) = 4 as is_group,
            1 + abs(d * 4 + h) % ${scale.businesses} as b) booking
   where extract(isodow from day) < 6`,

    // The admin's session allowances with no monthly limit on the pro plan, so that the booking
    // the bench measures meets the calendar, not the allowance.
    `insert into plan_session_allowances (plan_level, one_to_one_per_month, group_per_week, updated_at)
   values ('pro', null, null, now())`,

    ...[
      "businesses",
      "users",
      "modules",
      "lessons",
      "lesson_progress",
      "resource_categories",
      "resources",
    ].map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  ];
}

export interface SeedCounts {
  table: string;
  rows: number;
}

export async function seedBenchData(
  handle: DatabaseHandle,
  scale: BenchScale = SCALE,
): Promise<{ ms: number; counts: SeedCounts[] }> {
  const started = performance.now();
  for (const statement of seedStatements(scale)) await handle.db.execute(sql.raw(statement));
  // Fresh statistics and a visibility map, as autovacuum would leave a live database.
  await handle.db.execute(sql.raw("vacuum analyze"));
  const ms = performance.now() - started;
  const tables = [
    "businesses",
    "users",
    "sessions",
    "modules",
    "lessons",
    "lesson_progress",
    "module_subscriptions",
    "resources",
    "coaching_sessions",
  ];
  const counts: SeedCounts[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ n: number }>(handle.db, `select count(*)::int as n from ${table}`);
    counts.push({ table, rows: Number(rows[0]?.n ?? 0) });
  }
  return { ms, counts };
}

/** postgres.js returns the rows as the result; PGlite wraps them in `{ rows }`. */
export async function queryRows<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown;
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

export interface BenchTargets {
  userId: number;
  planLevel: PlanLevel;
  /** `scalemsp_session=<token>` */
  cookie: string;
  moduleId: number;
  moduleRequiredPlan: PlanLevel;
  lessonId: number;
  resourceId: number;
  /** A 31-day slots query, starting tomorrow. */
  slotsQuery: { from: string; to: string };
  /** The start of a one-to-one already booked a few days ahead: a booking of it answers 409. */
  takenSlot: string;
  /** Cookies of one member each of up to `BOOKERS` active pro businesses: the booking's callers. */
  bookers: string[];
}

/**
 * The widest slots query the API takes (`COACHING_RULES.maxQueryDays` from `start`): both ends
 * from one clock reading, since a millisecond between two readings made the span too long (a 400).
 */
function slotsQueryFrom(start: number) {
  return {
    from: new Date(start).toISOString(),
    to: new Date(start + COACHING_RULES.maxQueryDays * 86_400_000).toISOString(),
  };
}

/** How many members the booking's requests come from, each of their own business. */
export const BOOKERS = 64;

const planList = (levels: PlanLevel[]) => levels.map((level) => `'${level}'`).join(", ");

/**
 * A member (not an owner) of an active `pro` business, signed in through a session row of
 * their own, and the course, lesson and resource that member may open. A paid course the
 * business subscribes to is preferred, so the subscription check takes part.
 */
export async function pickTargets(handle: DatabaseHandle): Promise<BenchTargets> {
  const db = handle.db;
  const [member] = await queryRows<{ id: number; business_id: number; plan_level: PlanLevel }>(
    db,
    `select u.id, u.business_id, b.plan_level from users u join businesses b on b.id = u.business_id
     where u.role = 'member' and u.is_active and b.is_active and b.plan_level = 'pro'
     order by u.id limit 1`,
  );
  if (!member) throw new Error("The bench data has no active pro member");
  const levels = plansWithin(member.plan_level);

  const [module] = await queryRows<{ id: number; required_plan_level: PlanLevel; lesson_id: number }>(
    db,
    `select m.id, m.required_plan_level, min(l.id) as lesson_id
     from modules m join lessons l on l.module_id = m.id and l.is_active
     where m.is_active and m.required_plan_level in (${planList(levels)})
       and (m.required_plan_level = 'free' or exists (
         select 1 from module_subscriptions s
         where s.business_id = ${member.business_id} and s.module_id = m.id and s.is_active
           and s.access_start_date <= now() and (s.access_end_date is null or s.access_end_date > now())))
     group by m.id, m.required_plan_level
     order by (m.required_plan_level = 'free'), m.sort_order limit 1`,
  );
  if (!module) throw new Error("The bench member has no accessible course");

  const [resource] = await queryRows<{ id: number }>(
    db,
    `select id from resources where is_active and access_level in (${planList(levels)})
     order by (access_level = 'free'), id limit 1`,
  );
  if (!resource) throw new Error("The bench member has no downloadable resource");

  return {
    userId: member.id,
    planLevel: member.plan_level,
    cookie: await signIn(db, member.id),
    moduleId: module.id,
    moduleRequiredPlan: module.required_plan_level,
    lessonId: Number(module.lesson_id),
    resourceId: resource.id,
    slotsQuery: slotsQueryFrom(Date.now() + 86_400_000),
    takenSlot: await bookedSlotAhead(db),
    bookers: await signInBookers(db),
  };
}

/** One member of each of the first `BOOKERS` active pro businesses, signed in. */
async function signInBookers(db: Database): Promise<string[]> {
  const members = await queryRows<{ id: number }>(
    db,
    `select distinct on (u.business_id) u.id from users u join businesses b on b.id = u.business_id
     where u.is_active and b.is_active and b.plan_level = 'pro' and u.role in ('member', 'business_owner')
     order by u.business_id, u.id limit ${BOOKERS}`,
  );
  if (members.length === 0) throw new Error("The bench data has no active pro member");
  return Promise.all(members.map((member) => signIn(db, member.id)));
}

/** The start of a one-to-one already booked, past the 24 hours' notice and well inside the 60-day window. */
async function bookedSlotAhead(db: Database): Promise<string> {
  const [taken] = await queryRows<{ starts_at: string | Date }>(
    db,
    `select starts_at from coaching_sessions
     where kind = 'one_to_one' and status = 'booked' and starts_at > now() + interval '3 days'
     order by starts_at limit 1`,
  );
  if (!taken) throw new Error("The bench data has no booked one-to-one ahead");
  return new Date(taken.starts_at).toISOString();
}

/** The coach (the data set's admin), signed in. */
export async function signInCoach(handle: DatabaseHandle): Promise<string> {
  const [coach] = await queryRows<{ id: number }>(
    handle.db,
    `select id from users where role = 'admin' order by id limit 1`,
  );
  if (!coach) throw new Error("The bench data has no coach");
  return signIn(handle.db, coach.id);
}

/** A session row of the user's own: the cookie that signs them in, without a login's password work. */
async function signIn(db: Database, userId: number): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    // Far from the renewal window, so no request rewrites the session.
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `scalemsp_session=${token}`;
}

/** Who storms the booking: a member of an active business whose plan includes no one-to-one sessions. */
export interface StormTargets {
  userId: number;
  cookie: string;
  /** A time the booking asks for; the allowance refuses it before the calendar is read. */
  startsAt: string;
}

export async function pickStormTargets(handle: DatabaseHandle): Promise<StormTargets> {
  const db = handle.db;
  const [member] = await queryRows<{ id: number }>(
    db,
    `select u.id from users u join businesses b on b.id = u.business_id
     where u.role = 'member' and u.is_active and b.is_active and b.plan_level = 'free'
     order by u.id limit 1`,
  );
  if (!member) throw new Error("The bench data has no active member on the free plan");
  return { userId: member.id, cookie: await signIn(db, member.id), startsAt: await bookedSlotAhead(db) };
}
