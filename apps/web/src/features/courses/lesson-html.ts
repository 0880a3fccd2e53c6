import DOMPurify from "dompurify";
import { LESSON_HTML_ATTRIBUTES, LESSON_HTML_TAGS } from "@scalemsp/validators";

// Links inside lesson text open in a new tab without handing it this page.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

const ALLOWED_ATTR = [...new Set(Object.values(LESSON_HTML_ATTRIBUTES).flat())];

/**
 * Lesson text is HTML written by an admin, sanitized by the server when stored; it is shown
 * only after DOMPurify has kept the same elements and attributes again (text stored before
 * that rule included): no scripts, handlers, frames, forms, images or `style` (an overlay
 * drawn over the page, a tracking pixel from another site).
 */
export function sanitizeLessonHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...LESSON_HTML_TAGS], ALLOWED_ATTR });
}
