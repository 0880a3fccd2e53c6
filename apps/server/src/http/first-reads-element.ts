import {
  FIRST_READS_ELEMENT_ID,
  SITE_INPUTS_ELEMENT_ID,
  type FirstRead,
  type SiteInputs,
} from "@scalemsp/validators";

/**
 * A JSON data block the web app reads at start. The browser does not run it, so the content
 * security policy, which allows no inline script but the colour-scheme one, has nothing to say.
 * `<` is escaped so that no text in the data can close the element or open a comment in it.
 */
function jsonDataElement(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replaceAll("<", "\\u003c")}</script>`;
}

/**
 * A page's first reads, which the web app seeds its query cache from (apps/web/src/first-reads.ts);
 * given as their JSON where the caller has made it already (a signed-in page uses it thrice).
 */
export function firstReadsElement(reads: readonly FirstRead[] | string): string {
  return jsonDataElement(FIRST_READS_ELEMENT_ID, typeof reads === "string" ? reads : JSON.stringify(reads));
}

/** The site inputs a page was rendered with, which the web app starts from (apps/web/src/lib/site-inputs.tsx). */
export function siteInputsElement(inputs: SiteInputs): string {
  return jsonDataElement(SITE_INPUTS_ELEMENT_ID, JSON.stringify(inputs));
}

/** A page with its first reads written in at the end of its body, after what it paints first. */
export function withFirstReads(html: string, reads: readonly FirstRead[] | string): string {
  const end = html.lastIndexOf("</body>");
  const element = firstReadsElement(reads);
  return end < 0 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}
