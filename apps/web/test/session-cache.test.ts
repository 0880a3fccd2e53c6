import { describe, expect, it } from "vitest";
import { storeLogin, storeLogout, storeRegistration } from "../src/session/session-cache";
import { sessionBusinessOptions, sessionUserOptions } from "../src/session/session-queries";
import type { SessionBusiness } from "../src/session/types";
import { business, fakeTrpc, user } from "./fake-trpc";

const otherKey = [["courses", "list"], { type: "query" }];

describe("session transitions (spec §4)", () => {
  it("login stores the user, reloads the business and forgets other data", async () => {
    const { handles, queryClient, calls } = fakeTrpc({ "auth.business": () => business });
    const stale: SessionBusiness = { ...business, name: "Stale" };
    queryClient.setQueryData(sessionBusinessOptions(handles).queryKey, stale);
    queryClient.setQueryData(otherKey, ["someone else's"]);

    await storeLogin(queryClient, handles, user);

    expect(queryClient.getQueryData(sessionUserOptions(handles).queryKey)).toEqual(user);
    expect(queryClient.getQueryData(sessionBusinessOptions(handles).queryKey)).toEqual(business);
    expect(calls).toEqual(["auth.business"]);
    expect(queryClient.getQueryData(otherKey)).toBeUndefined();
  });

  it("login stands even when the business cannot be read", async () => {
    const { handles, queryClient } = fakeTrpc({
      "auth.business": () => {
        throw new Error("offline");
      },
    });
    await storeLogin(queryClient, handles, user);
    expect(queryClient.getQueryData(sessionUserOptions(handles).queryKey)).toEqual(user);
  });

  it("registration stores both without another request", () => {
    const { handles, queryClient, calls } = fakeTrpc({});
    storeRegistration(queryClient, handles, user, business);
    expect(queryClient.getQueryData(sessionUserOptions(handles).queryKey)).toEqual(user);
    expect(queryClient.getQueryData(sessionBusinessOptions(handles).queryKey)).toEqual(business);
    expect(calls).toEqual([]);
  });

  it("logout clears both and everything else", () => {
    const { handles, queryClient } = fakeTrpc({});
    storeRegistration(queryClient, handles, user, business);
    queryClient.setQueryData(otherKey, ["mine"]);

    storeLogout(queryClient, handles);

    expect(queryClient.getQueryData(sessionUserOptions(handles).queryKey)).toBeNull();
    expect(queryClient.getQueryData(sessionBusinessOptions(handles).queryKey)).toBeNull();
    expect(queryClient.getQueryData(otherKey)).toBeUndefined();
  });
});
