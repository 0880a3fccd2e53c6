import { and, eq, inArray, resources, sql, type Database } from "@scalemsp/db";
import {
  PLAN_LEVELS,
  RESOURCE_MESSAGES,
  isResourceLocked,
  plansWithin,
  type PlanLevel,
  type ResourceType,
} from "@scalemsp/validators";
import { forbidden, notFound } from "../errors";
import type { Viewer } from "./courses";
import { preparedStatement } from "./prepared";
import { activeResources, type CatalogResource } from "./resource-catalog";

function viewOf(catalog: readonly CatalogResource[], viewer: Viewer, type: ResourceType | undefined) {
  const rows = type ? catalog.filter((row) => row.type === type) : catalog;
  return rows.map((row) => {
    const locked = isResourceLocked(row.accessLevel, viewer.planLevel, viewer.isAdmin);
    return { ...row, fileUrl: locked ? null : row.fileUrl, locked };
  });
}

/**
 * Contract §6: every active resource, newest first. One above the viewer's plan comes
 * locked and without its file URL: the server decides access.
 */
export async function listResources(db: Database, viewer: Viewer, type: ResourceType | undefined) {
  return viewOf(await activeResources(db), viewer, type);
}

const countDownloadStatement = preparedStatement((db, opens: PlanLevel | "admin") =>
  db
    .update(resources)
    .set({
      downloadCount: sql`${resources.downloadCount} + 1`,
      // A download is not an edit: keep the resource's last-updated time.
      updatedAt: sql`${resources.updatedAt}`,
    })
    .where(
      and(
        eq(resources.id, sql.placeholder("id")),
        eq(resources.isActive, true),
        inArray(resources.accessLevel, opens === "admin" ? [...PLAN_LEVELS] : plansWithin(opens)),
      ),
    )
    .returning({ fileUrl: resources.fileUrl, fileName: resources.fileName })
    .prepare(`count_download_${opens}`),
);

export async function downloadResource(db: Database, viewer: Viewer, id: number) {
  const [row] = await countDownloadStatement(db, viewer.isAdmin ? "admin" : viewer.planLevel).execute({ id });
  if (row) {
    return {
      success: true as const,
      message: RESOURCE_MESSAGES.downloadStarted,
      fileUrl: row.fileUrl,
      fileName: row.fileName,
    };
  }
  const [existing] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.isActive, true)));
  if (!existing) throw notFound(RESOURCE_MESSAGES.resourceNotFound);
  throw forbidden(RESOURCE_MESSAGES.upgradeToDownload);
}
