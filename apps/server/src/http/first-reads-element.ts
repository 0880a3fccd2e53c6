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
function jsonDataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A page's first reads, which the web app seeds its query cache from (apps/web/src/first-reads.ts). */
export function firstReadsElement(reads: readonly FirstRead[]): string {
  return jsonDataElement(FIRST_READS_ELEMENT_ID, reads);
}

/** The site inputs a page was rendered with, which the web app starts from (apps/web/src/lib/site-inputs.tsx). */
export function siteInputsElement(inputs: SiteInputs): string {
  return jsonDataElement(SITE_INPUTS_ELEMENT_ID, inputs);
}

/** A page with its first reads written in at the end of its body, after what it paints first. */
export function withFirstReads(html: string, reads: readonly FirstRead[]): string {
  const end = html.lastIndexOf("</body>");
  const element = firstReadsElement(reads);
  return end < 0 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}
