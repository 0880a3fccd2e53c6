/** Text made safe inside HTML or XML, in element content and in quoted attributes alike. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The elements lesson text may hold: the rich-text editor's (headings, emphasis, lists, quotes,
 * code, rules, links) and nothing that runs, embeds, fetches or carries its own styling. The
 * server stores only these; the member's view shows only these, also of text stored before.
 */
export const LESSON_HTML_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "hr",
  "a",
] as const;

/** The attributes lesson text may keep, per element (no `style`, no `class`, no `src`). */
export const LESSON_HTML_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "target", "rel"],
  ol: ["start"],
};
