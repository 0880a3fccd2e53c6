import { generateHOTP, createTOTPKeyURI } from "@oslojs/otp";
import {
  decodeBase32IgnorePadding,
  encodeBase32NoPadding,
  encodeBase32LowerCaseNoPadding,
} from "@oslojs/encoding";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { TWO_FACTOR } from "@scalemsp/validators";

/** A new TOTP key, base32 as authenticator apps take it by hand. */
export function generateTotpKey(): string {
  const key = new Uint8Array(TWO_FACTOR.keyBytes);
  crypto.getRandomValues(key);
  return encodeBase32NoPadding(key);
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpKeyUri(issuer: string, accountName: string, key: string): string {
  return createTOTPKeyURI(
    issuer,
    accountName,
    decodeBase32IgnorePadding(key),
    TWO_FACTOR.periodSeconds,
    TWO_FACTOR.digits,
  );
}

export const totpStepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TWO_FACTOR.periodSeconds);

/** The code for `key` at time step `step` (RFC 6238: RFC 4226's HOTP over the time step). */
export const totpCodeAt = (key: string, step: number) =>
  generateHOTP(decodeBase32IgnorePadding(key), BigInt(step), TWO_FACTOR.digits);

/**
 * The time step whose code `code` is, within one step of `now`, or null. The caller refuses
 * a step it has accepted before, so a code works once. Our own step arithmetic over the
 * library's HOTP, because its TOTP check reads the clock itself and answers no step.
 */
export function matchTotpStep(key: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStepAt(now);
  const given = new TextEncoder().encode(code);
  for (let offset = -TWO_FACTOR.windowSteps; offset <= TWO_FACTOR.windowSteps; offset++) {
    const step = current + offset;
    if (constantTimeEqual(new TextEncoder().encode(totpCodeAt(key, step)), given)) return step;
  }
  return null;
}

/** Recovery codes as shown once: 10 base32 characters in two groups of five. */
export function generateRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    const text = encodeBase32LowerCaseNoPadding(bytes).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}
