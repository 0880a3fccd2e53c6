/**
 * Contract §14 'what strangers can make the product send': a message to an address not yet
 * known to be its owner's carries none of its sender's words but a first name of at most
 * this many characters, in the body only.
 */
export const STRANGER_FIRST_NAME_MAX = 40;

/** The greeting's name: trimmed, one line, at most 40 characters (whole code points); null when empty. */
export function strangerFirstName(name: string | null | undefined): string | null {
  const oneLine = (name ?? "").replace(/\s+/g, " ").trim();
  if (!oneLine) return null;
  return Array.from(oneLine).slice(0, STRANGER_FIRST_NAME_MAX).join("").trim();
}

/** "Hi Sam," or "Hi," for a message to a stranger. */
export const strangerGreeting = (name: string | null | undefined) => {
  const first = strangerFirstName(name);
  return first ? `Hi ${first},` : "Hi,";
};
