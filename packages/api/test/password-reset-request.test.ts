import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, eq, passwordResetTokens } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { afterAnswer, type AfterAnswer } from "../src/after-answer";
import { requestPasswordReset } from "../src/domain/password-reset-request";
import { openTestDatabase } from "../src/testing";

describe.each(testBackends())("a password-reset request on %s (contract §14 'timing')", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.dispose());

  async function knownAddress(label: string) {
    const business = await createBusiness(database.db, { planLevel: "free" });
    const email = `${label}.${Date.now().toString(36)}@example.com`;
    const user = await createUser(database.db, {
      email,
      passwordHash: "not used",
      role: "business_owner",
      isOwner: true,
      businessId: business.id,
    });
    return { email, userId: user.id };
  }
  const tokensOf = (userId: number) =>
    database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  const mailsTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it("answers a known address before its link is issued or queued: the work waits for no answer", async () => {
    const { email, userId } = await knownAddress("known");
    const held: (() => Promise<unknown>)[] = [];
    // A step that never runs until the test says so: had the request waited for it, it would hang.
    const holdUntilReleased: AfterAnswer = (_name, work) => void held.push(work);
    await requestPasswordReset(database.db, email, "10.1.1.1", new Date(), holdUntilReleased);
    expect(held).toHaveLength(1);
    expect(await tokensOf(userId)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);

    await held[0]!();
    expect(await tokensOf(userId)).toHaveLength(1);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(["password-reset"]);
  });

  it("leaves the same work for an unknown address, which then queues nothing", async () => {
    const email = `nobody.${Date.now().toString(36)}@example.com`;
    const held: (() => Promise<unknown>)[] = [];
    await requestPasswordReset(
      database.db,
      email,
      "10.1.1.2",
      new Date(),
      (_name, work) => void held.push(work),
    );
    expect(held).toHaveLength(1);
    await held[0]!();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("runs the work after the answer by default, and logs a failure rather than losing it", async () => {
    const { email, userId } = await knownAddress("default");
    await requestPasswordReset(database.db, email, "10.1.1.3", new Date());
    await vi.waitFor(async () => expect(await tokensOf(userId)).toHaveLength(1));

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failure = new Error("the database went away");
      afterAnswer("password reset email", () => Promise.reject(failure));
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith("password reset email failed after the answer", failure),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
