import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { COLORS } from "./layout";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Inline styles per element: mail programs ignore most style sheets. */
const STYLES: Record<string, string> = {
  p: `color:${COLORS.text};font-size:15px;line-height:24px;margin:0 0 16px`,
  h1: `color:${COLORS.text};font-size:22px;line-height:30px;font-weight:700;margin:24px 0 12px`,
  h2: `color:${COLORS.text};font-size:19px;line-height:26px;font-weight:700;margin:24px 0 12px`,
  h3: `color:${COLORS.text};font-size:16px;line-height:24px;font-weight:700;margin:20px 0 8px`,
  a: `color:${COLORS.primary}`,
  ul: `color:${COLORS.text};font-size:15px;line-height:24px;margin:0 0 16px;padding-left:24px`,
  ol: `color:${COLORS.text};font-size:15px;line-height:24px;margin:0 0 16px;padding-left:24px`,
  blockquote: `border-left:3px solid ${COLORS.border};color:${COLORS.muted};margin:0 0 16px;padding:0 0 0 14px`,
  pre: `background:${COLORS.page};border-radius:6px;font-size:13px;overflow:auto;padding:12px;margin:0 0 16px`,
  code: "font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px",
  hr: `border:none;border-top:1px solid ${COLORS.border};margin:24px 0`,
  table: "border-collapse:collapse;margin:0 0 16px",
  th: `border:1px solid ${COLORS.border};padding:6px 10px;text-align:left`,
  td: `border:1px solid ${COLORS.border};padding:6px 10px`,
};

const withStyle =
  (tag: string): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: STYLES[tag] ?? "" } });

const TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "b",
  "i",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/**
 * A link of an issue as it must be in a mail program, which has no page to resolve it against:
 * `/pricing` or `guides/x` become links on the site's canonical origin; an absolute link or
 * `mailto:` stays as written. Undefined when it is no URL at all (the link is then dropped).
 */
function absoluteLink(href: string | undefined, origin: string): string | undefined {
  if (href === undefined || /^[a-z][a-z\d+.-]*:/i.test(href)) return href;
  try {
    return new URL(href, `${origin.replace(/\/+$/, "")}/`).href;
  } catch {
    return undefined;
  }
}

/**
 * An issue's Markdown as the HTML of its email. Sanitized: only text markup and links (http,
 * https, mailto) survive; no images (contract §9: no remote images), scripts, frames, forms,
 * styles or event handlers, whatever the Markdown holds. Links relative to the site are made
 * absolute on `origin`, the site's canonical origin (contract §13 'links in email'). Then each
 * element gets the inline style of the brand (mail programs ignore most style sheets).
 */
export function issueHtml(markdown: string, origin: string): string {
  return sanitizeHtml(markdownHtml(markdown), {
    allowedTags: TAGS,
    allowedAttributes: { a: ["href", "style", "rel", "target"], "*": ["style"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: {
      ...Object.fromEntries(Object.keys(STYLES).map((tag) => [tag, withStyle(tag)])),
      a: (tagName, { href, ...attribs }) => {
        const absolute = absoluteLink(href, origin);
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(absolute === undefined ? {} : { href: absolute }),
            style: STYLES.a ?? "",
            rel: "noopener",
            target: "_blank",
          },
        };
      },
    },
  });
}

/**
 * Markdown as sanitized HTML with no styles, for a web page's own style sheet (the legal
 * pages): only text markup and links (http, https, mailto) survive.
 */
export function markdownHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, {
    allowedTags: TAGS,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    transformTags: { h4: "h3" },
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
  });
}
