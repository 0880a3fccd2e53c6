import { TRPCError } from "@trpc/server";
import { expect } from "vitest";

/** The TRPCError a call is refused with; fails the test when it succeeds. */
export async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError;
  }
  throw new Error("expected the call to be refused");
}
