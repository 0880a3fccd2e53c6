import { expect, type APIRequestContext } from "@playwright/test";
import { BOOT_MODULES_ELEMENT_ID, BOOT_STAGES_ATTRIBUTE } from "@scalemsp/validators";

/**
 * The modules a page's boot script names (the entry first) and how many of those after the
 * entry it evaluates, one a task, before the entry (decision 055).
 */
export async function bootData(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const found = new RegExp(
    `<script type="application/json" id="${BOOT_MODULES_ELEMENT_ID}" ${BOOT_STAGES_ATTRIBUTE}="(\\d+)">([^<]*)</script>`,
  ).exec(html);
  expect(found, `${path} names its modules`).not.toBeNull();
  return { stages: Number(found?.[1]), modules: JSON.parse(found?.[2] ?? "[]") as string[] };
}
