import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { planLevelEnum, userRoleEnum } from "./enums";
import { timestamps, tz } from "./columns";

export const businesses = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    industry: text("industry"),
    employeeCount: integer("employee_count"),
    website: text("website"),
    planLevel: planLevelEnum("plan_level").notNull().default("free"),
    isActive: boolean("is_active").notNull().default(true),
    /** Whether the business's members may read its scorecard (contract §12); the owner decides. */
    shareScorecardWithTeam: boolean("share_scorecard_with_team").notNull().default(false),
    /** Whether the business's members may send its weekly check-in (contract §15); the owner decides. */
    membersMayCheckIn: boolean("members_may_check_in").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("businesses_name_idx").on(t.name)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Always stored lower-case (contract §2). */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: userRoleEnum("role").notNull().default("member"),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    isOwner: boolean("is_owner").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Set by each sign-in (login, accepting an invitation); the Team list shows it. */
    lastSignInAt: tz("last_sign_in_at"),
    /**
     * The TOTP key (RFC 6238), base32. Set with `twoFactorEnabledAt` null while the user is
     * setting it up; two-factor sign-in is on once `twoFactorEnabledAt` is set.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabledAt: tz("two_factor_enabled_at"),
    /** When the user followed the verification link of their registration e-mail (contract §14). */
    emailVerifiedAt: tz("email_verified_at"),
    /** The time step of the last code accepted: a code is good once, never again. */
    twoFactorLastStep: integer("two_factor_last_step"),
    /**
     * The IANA zone the member's times are shown in, by the app and in the e-mails sent to them;
     * null until the app first sets it from the browser.
     */
    timeZone: text("time_zone"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_business_id_idx").on(t.businessId)],
);

/** A user's token kept as the SHA-256 hex of it until it expires (the token is the row's id). */
const userTokenColumns = () => ({
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: tz("expires_at").notNull(),
  createdAt: tz("created_at").notNull().defaultNow(),
});

/** Lucia-guide sessions: the id is the SHA-256 hex of the token; the token itself is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    ...userTokenColumns(),
    /** The id the owner of the session sees and ends it by (the stored hash is never shown). */
    publicId: serial("public_id").notNull(),
    /** The browser that signed in, and from where, for the list of one's own sessions. */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    /** Moved on by requests, at most every few minutes (SESSION_SEEN_EVERY_MS). */
    lastSeenAt: tz("last_seen_at"),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    uniqueIndex("sessions_public_id_unique").on(t.publicId),
  ],
);

/**
 * A sign-in whose password was right, waiting for its second factor (contract §13): the
 * browser holds the token in a cookie for 5 minutes; stored as the SHA-256 hex of it.
 */
export const twoFactorChallenges = pgTable("two_factor_challenges", userTokenColumns(), (t) => [
  index("two_factor_challenges_user_idx").on(t.userId),
]);

/**
 * Browsers that signed in to an account before (contract §14 'login limits and known browsers'):
 * the hash of each one's device cookie. Such a browser may still sign in while the account's
 * e-mail is locked by failures from elsewhere.
 */
export const knownBrowsers = pgTable("known_browsers", userTokenColumns(), (t) => [
  index("known_browsers_user_idx").on(t.userId),
]);

/** One-time recovery codes of two-factor sign-in, stored as SHA-256 hex; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: tz("used_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/** Sign-ins of an account, successes and failures, for its owner's list of recent sign-ins. */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    succeeded: boolean("succeeded").notNull(),
    /** What was checked: `password`, `code` (authenticator) or `recovery_code`. */
    method: text("method").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sign_in_events_user_created_idx").on(t.userId, t.createdAt)],
);

/** One-time password reset links; stored as the SHA-256 hex of the token. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: tz("expires_at").notNull(),
    usedAt: tz("used_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** Bearer tokens for internal tools; stored as the SHA-256 hex of the token, shown once. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastUsedAt: tz("last_used_at"),
    revokedAt: tz("revoked_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/**
 * An owner's invitation of a colleague to the business (contract §11): a one-time link valid 7
 * days, stored as the SHA-256 hex of its token. Pending while neither accepted nor revoked and
 * not expired.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** Always stored lower-case (contract §2). */
    email: text("email").notNull(),
    firstName: text("first_name"),
    tokenHash: text("token_hash").notNull(),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tz("expires_at").notNull(),
    acceptedAt: tz("accepted_at"),
    acceptedUserId: integer("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: tz("revoked_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_invitations_token_hash_unique").on(t.tokenHash),
    index("team_invitations_business_idx").on(t.businessId),
  ],
);
