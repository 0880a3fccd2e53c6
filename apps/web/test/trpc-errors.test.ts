import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { errorMessageOf, fieldErrorsOf, httpStatusOf, serverMessageOf } from "../src/lib/trpc-errors";
import { apiError } from "./fake-trpc";

describe("reading API failures", () => {
  it("reads status, message and field errors the server sent", () => {
    const error = apiError(400, "Please enter a valid email address", {
      email: "Please enter a valid email address",
    });
    expect(httpStatusOf(error)).toBe(400);
    expect(serverMessageOf(error)).toBe("Please enter a valid email address");
    expect(fieldErrorsOf(error)).toEqual({ email: "Please enter a valid email address" });
  });

  it("has no server message when the API never answered", () => {
    const error = TRPCClientError.from(new TypeError("Failed to fetch"));
    expect(httpStatusOf(error)).toBeUndefined();
    expect(serverMessageOf(error)).toBeUndefined();
    expect(fieldErrorsOf(error)).toEqual({});
    expect(errorMessageOf(error)).toBe("Something went wrong. Please try again.");
  });
});
