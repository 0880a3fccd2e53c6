/**
 * A path on this site ("/uploads/…"). Browsers read a leading "//" and "/\" alike as another
 * host ("/\evil.example" is "//evil.example"), so neither passes, nor does any backslash.
 */
export const isSitePath = (value: string) =>
  value.startsWith("/") && !/^\/[/\\]/.test(value) && !value.includes("\\");
