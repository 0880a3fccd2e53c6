import { FIRST_READS_ELEMENT_ID, type FirstRead } from "@scalemsp/validators";

/**
 * A page's first reads as a data block the web app seeds its query cache from
 * (apps/web/src/first-reads.ts). The browser does not run it, so the content security policy,
 * which allows no inline script but the colour-scheme one, has nothing to say. `<` is escaped
 * so that no text in the data can close the element or open a comment in it.
 */
export function firstReadsElement(reads: readonly FirstRead[]): string {
  const json = JSON.stringify(reads).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
}

/** A page with its first reads written in at the end of its body, after what it paints first. */
export function withFirstReads(html: string, reads: readonly FirstRead[]): string {
  const end = html.lastIndexOf("</body>");
  const element = firstReadsElement(reads);
  return end < 0 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}
