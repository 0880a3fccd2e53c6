import DOMPurify from "dompurify";

// Links inside lesson text open in a new tab without handing it this page.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/**
 * Lesson text is HTML written by an admin; it is shown only after DOMPurify has removed
 * scripts, event handlers, `javascript:` URLs and embedded frames or forms.
 */
export function sanitizeLessonHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
  });
}
