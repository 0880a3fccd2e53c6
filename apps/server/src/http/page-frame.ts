import { escapeMarkup, type FirstRead, type SiteInputs } from "@scalemsp/validators";
import { firstReadsElement, siteInputsElement } from "./first-reads-element";

/** What the renderer gives for one page (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The title, meta and link tags of the page's routes. */
  head: string;
  /** The markup of `#root`. */
  body: string;
  /** Whether the router found nothing at the URL. */
  notFound?: boolean;
}

/** A page's frame from the build, cut where the rendered head and `#root`'s content go. */
export interface PageFrame {
  /** Up to the end of the head. */
  head: string;
  /** From the end of the head up to `#root`'s opening tag (left open for its attributes). */
  middle: string;
  /** After `#root`'s closing tag to the end. */
  tail: string;
}

const HEAD_END = "</head>";
const EMPTY_ROOT = '<div id="root"></div>';

/** Cuts a frame the build wrote (a page's frame, a signed-in page's shell, the app shell). */
export function pageFrame(html: string): PageFrame {
  const headEnd = html.indexOf(HEAD_END);
  const root = html.indexOf(EMPTY_ROOT, headEnd);
  if (headEnd < 0 || root < 0) throw new Error('a page frame needs a </head> and an empty <div id="root">');
  return {
    head: html.slice(0, headEnd),
    middle: html.slice(headEnd, root + EMPTY_ROOT.length - "></div>".length),
    tail: html.slice(root + EMPTY_ROOT.length),
  };
}

/**
 * A page as sent: the frame with the rendered head at the end of its head and the rendered
 * body in `#root`, followed by the data the app starts from, the same the page was rendered
 * with: the site inputs and the first reads. Without a rendered page (none for the path, or the
 * render failed) the root stays empty, the title names the brand, and the app renders the page
 * from the same data in the browser.
 */
export function assemblePage(
  frame: PageFrame,
  inputs: SiteInputs,
  reads: readonly FirstRead[] | string,
  rendered: RenderedPage | undefined,
  rootAttributes = "",
): string {
  const head = rendered?.head ?? `<title>${escapeMarkup(inputs.brand.product)}</title>`;
  const data = `${siteInputsElement(inputs)}${reads.length > 0 && reads !== "[]" ? firstReadsElement(reads) : ""}`;
  return `${frame.head}${head}${frame.middle}${rootAttributes}>${rendered?.body ?? ""}</div>${data}${frame.tail}`;
}

/**
 * A signed-in page's shell as sent: the build's shell, its skeleton already in `#root`, with a
 * title naming the brand and the site inputs the app starts from (decision 074); the viewer's
 * first reads are written in per request beside them.
 */
export function assembleShell(html: string, inputs: SiteInputs, skeleton?: string): string {
  if (skeleton !== undefined) html = withSkeleton(html, skeleton);
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < headEnd)
    throw new Error("a signed-in page's shell needs a </head> and a </body>");
  const title = `<title>${escapeMarkup(inputs.brand.product)}</title>`;
  return `${html.slice(0, headEnd)}${title}${html.slice(headEnd, bodyEnd)}${siteInputsElement(inputs)}${html.slice(bodyEnd)}`;
}

/**
 * A signed-in page rendered for its viewer (decision 084): the page's shell with the rendered
 * page in `#root` instead of its skeleton, the route's head, and the site inputs and first reads
 * it was rendered from, which the app hydrates it with.
 */
export function assembleMemberPage(
  shell: string,
  inputs: SiteInputs,
  reads: readonly FirstRead[] | string,
  rendered: RenderedPage,
): string {
  const html = withSkeleton(shell, rendered.body);
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.lastIndexOf("</body>");
  const head = rendered.head || `<title>${escapeMarkup(inputs.brand.product)}</title>`;
  const data = `${siteInputsElement(inputs)}${firstReadsElement(reads)}`;
  return `${html.slice(0, headEnd)}${head}${html.slice(headEnd, bodyEnd)}${data}${html.slice(bodyEnd)}`;
}

const ROOT_OPEN = '<div id="root">';

/**
 * The shell with another skeleton in `#root`: the one the build wrote runs from `#root`'s opening
 * tag to the last closing `</div>` before `</body>`, where the build's template closes it.
 */
export function withSkeleton(html: string, skeleton: string): string {
  const open = html.indexOf(ROOT_OPEN);
  const bodyEnd = html.lastIndexOf("</body>");
  const close = html.lastIndexOf("</div>", bodyEnd);
  if (open < 0 || close < open || html.slice(close + "</div>".length, bodyEnd).trim() !== "")
    throw new Error("a signed-in page's shell needs #root to close right before </body>");
  return `${html.slice(0, open + ROOT_OPEN.length)}${skeleton}${html.slice(close)}`;
}
