import { describe, expect, it } from "vitest";
import { sessionBusinessOptions, sessionUserOptions } from "../src/session/session-queries";
import { apiError, business, fakeTrpc, user } from "./fake-trpc";

describe("session reads", () => {
  it("reads the signed-in user", async () => {
    const { handles, queryClient } = fakeTrpc({ "auth.me": () => user });
    await expect(queryClient.fetchQuery(sessionUserOptions(handles))).resolves.toEqual(user);
  });

  it("treats 401 as signed out, not as an error", async () => {
    const { handles, queryClient } = fakeTrpc({
      "auth.me": () => {
        throw apiError(401, "You must be signed in");
      },
    });
    await expect(queryClient.fetchQuery(sessionUserOptions(handles))).resolves.toBeNull();
  });

  it("lets other failures through", async () => {
    const { handles, queryClient } = fakeTrpc({
      "auth.me": () => {
        throw apiError(500, "Something went wrong. Please try again.");
      },
    });
    await expect(queryClient.fetchQuery(sessionUserOptions(handles))).rejects.toThrow("Something went wrong");
  });

  it("treats a missing business (404) as none", async () => {
    const { handles, queryClient } = fakeTrpc({
      "auth.business": () => {
        throw apiError(404, "No business is linked to this account");
      },
    });
    await expect(queryClient.fetchQuery(sessionBusinessOptions(handles))).resolves.toBeNull();
  });

  it("reads the business", async () => {
    const { handles, queryClient } = fakeTrpc({ "auth.business": () => business });
    await expect(queryClient.fetchQuery(sessionBusinessOptions(handles))).resolves.toEqual(business);
  });
});
