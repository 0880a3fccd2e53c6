import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchApi } from "../src/lib/api-fetch";
import { errorMessageOf } from "../src/lib/trpc-errors";
import { TRPCClientError } from "@trpc/client";

function answer(body: string, status: number, type?: string, statusText = "Bad Gateway") {
  const headers = type ? { "content-type": type } : undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, statusText, headers })),
  );
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return errorMessageOf(TRPCClientError.from(error as Error));
  }
  throw new Error("expected a failure");
}

describe("spec §8: a failure whose body is not the API's JSON", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads '{status}: {text}' for a text/plain answer", async () => {
    answer("upstream timed out", 502, "text/plain");
    expect(await failureOf(fetchApi("/trpc/admin.modules.list"))).toBe("502: upstream timed out");
  });

  it("reads '{status}: {status text}' for an empty body", async () => {
    answer("", 503, undefined, "Service Unavailable");
    expect(await failureOf(fetchApi("/trpc/x"))).toBe("503: Service Unavailable");
  });

  it("reads '{status}: {text}' when a proxy labels its HTML page JSON", async () => {
    answer("<html>Bad gateway</html>", 502, "application/json");
    expect(await failureOf(fetchApi("/trpc/x"))).toBe("502: <html>Bad gateway</html>");
  });

  it("hands the API's own JSON failure on unread, and successes untouched", async () => {
    answer('{"error":{"message":"Not signed in"}}', 401, "application/json");
    const failed = await fetchApi("/trpc/x");
    expect(failed.status).toBe(401);
    expect(await failed.json()).toEqual({ error: { message: "Not signed in" } });
    answer('{"result":1}', 200, "application/json");
    expect(await (await fetchApi("/trpc/x")).json()).toEqual({ result: 1 });
  });

  it("sends the session cookie with every call", async () => {
    answer("{}", 200, "application/json");
    await fetchApi("/trpc/x");
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });
});
