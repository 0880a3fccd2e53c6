import { and, desc, emailOutbox, eq, type Database } from "@scalemsp/db";

/** The confirmation token of the newest hold e-mail to an address, as its link carries it. */
export async function holdTokenSentTo(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ payload: emailOutbox.payload })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "strategy-hold"), eq(emailOutbox.to, email)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No hold e-mail to ${email}`);
  return (row.payload as { token: string }).token;
}
