import { eq, users, type Database } from "@scalemsp/db";
import type { timeZoneSettingInput } from "@scalemsp/validators";
import type { z } from "zod";
import { toPublicUser } from "../serialize";
import { userColumns } from "../user-columns";

/**
 * `PUT /api/user/time-zone`: the zone one's times are shown in, by the app and in the e-mails
 * sent to one (the app sets it from the browser on the first signed-in visit).
 */
export async function setTimeZone(
  db: Database,
  viewer: { id: number },
  input: z.output<typeof timeZoneSettingInput>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ timeZone: input.timeZone, updatedAt: now })
    .where(eq(users.id, viewer.id))
    .returning(userColumns);
  return toPublicUser(row!);
}
