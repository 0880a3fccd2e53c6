import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { COACHING_MESSAGES, COACHING_RULES } from "@scalemsp/validators";
import { asBookingAttempt } from "../src/domain/coaching/booking-load";

describe("booking attempts per account", () => {
  it(`runs ${COACHING_RULES.concurrentBookingsPerAccount} at once per account, refuses more with 429, and frees each slot when done`, async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const running = [asBookingAttempt(1, () => held), asBookingAttempt(1, () => held)];
    const third = asBookingAttempt(1, () => Promise.resolve("booked"));
    await expect(third).rejects.toBeInstanceOf(TRPCError);
    await expect(third).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: COACHING_MESSAGES.bookingInProgress,
    });
    // Another account is not held back by this one.
    await expect(asBookingAttempt(2, () => Promise.resolve("booked"))).resolves.toBe("booked");
    finish();
    await Promise.all(running);
    await expect(asBookingAttempt(1, () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await expect(asBookingAttempt(1, () => Promise.resolve("booked"))).resolves.toBe("booked");
  });
});
