import { NonJsonResponseError } from "./trpc-errors";

/** Spec §8: "{status}: {text}", the status text standing in for an empty body. */
export const nonJsonFailureText = (status: number, statusText: string, body: string) =>
  `${status}: ${body.trim() || statusText}`;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fetch every API call goes through. A failure whose body is not the API's JSON (a proxy's
 * 502 page, an HTML error page sent as JSON, an empty body) becomes spec §8's
 * "{status}: {text}" instead of a parse error that would only read "Something went wrong".
 */
export async function fetchApi(url: RequestInfo | URL, options?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...options, credentials: "include" });
  if (response.ok) return response;
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!type.includes("json") || !isJson(text)) {
    throw new NonJsonResponseError(nonJsonFailureText(response.status, response.statusText, text));
  }
  // The body was read to check it: hand tRPC an unread copy.
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
