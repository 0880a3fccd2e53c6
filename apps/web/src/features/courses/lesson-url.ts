/** Only the app's own paths and http(s) addresses are framed; anything else (e.g. `javascript:`) is not. */
export function isEmbeddableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  return /^https?:\/\//i.test(url);
}
