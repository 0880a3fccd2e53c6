import sanitizeHtml from "sanitize-html";
import { LESSON_HTML_ATTRIBUTES, LESSON_HTML_TAGS } from "@scalemsp/validators";

/**
 * What lesson text may hold: the rich-text editor's elements (headings, emphasis, lists, quotes,
 * code, rules, links) and nothing that runs or embeds. Links keep only http(s) and mailto targets
 * and open in a new tab without handing it the page.
 */
const LESSON_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...LESSON_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(LESSON_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
    // Headings below the lesson's own title only: an h1 in the text becomes an h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
  },
};

/** Lesson text as stored: sanitized HTML, or null when nothing readable is left. */
export function sanitizeLessonHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, LESSON_HTML).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return text === "" ? null : clean;
}
