import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

const load = (env: Record<string, string>) => loadConfig(env, "/srv/app");

describe("loadConfig", () => {
  it("logs readable lines by default and JSON under NODE_ENV=production or LOG_FORMAT=json", () => {
    expect(load({}).logFormat).toBe("pretty");
    expect(load({ NODE_ENV: "production" }).logFormat).toBe("json");
    expect(load({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(load({ NODE_ENV: "production", LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => load({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it("takes METRICS_TOKEN of 16 characters or more, without spaces", () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: "  0123456789abcdef " }).metricsToken).toBe("0123456789abcdef");
    expect(() => load({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => load({ METRICS_TOKEN: "0123456789 abcdef" })).toThrow(/METRICS_TOKEN/);
  });

  it.each([
    ["postgres://postgres@127.0.0.1:5432/test"],
    ["postgresql://app:secret@db.internal/scalemsp?sslmode=require"],
  ])("takes %s as DATABASE_URL", (url) => {
    expect(load({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([["mysql://db/scalemsp"], ["db.internal:5432"], ["not a url"]])(
    "refuses %s as DATABASE_URL, naming the variable",
    (url) => {
      expect(() => load({ DATABASE_URL: url })).toThrow(ConfigError);
      expect(() => load({ DATABASE_URL: url })).toThrow(/DATABASE_URL must start with postgres:\/\//);
    },
  );

  it("takes the web dev server's origin for the start banner's links, and refuses a path", () => {
    expect(load({ DEV_WEB_ORIGIN: "http://localhost:3000" }).devWebOrigin).toBe("http://localhost:3000");
    expect(load({}).devWebOrigin).toBeUndefined();
    expect(() => load({ DEV_WEB_ORIGIN: "http://localhost:3000/auth" })).toThrow(
      /DEV_WEB_ORIGIN must be an origin/,
    );
  });

  it.each([["https://coach.example.com"], ["http://localhost:3000"]])(
    "takes %s as PUBLIC_ORIGIN",
    (origin) => {
      expect(load({ PUBLIC_ORIGIN: origin }).publicOrigin).toBe(origin);
    },
  );

  it.each([
    ["https://coach.example.com/"],
    ["https://coach.example.com/app"],
    ["ftp://coach.example.com"],
    ["coach.example.com"],
    ["https://"],
  ])("refuses %s as PUBLIC_ORIGIN", (origin) => {
    expect(() => load({ PUBLIC_ORIGIN: origin })).toThrow(/PUBLIC_ORIGIN must be an origin/);
  });

  it("marks cookies Secure behind an https:// origin", () => {
    expect(load({ PUBLIC_ORIGIN: "https://coach.example.com" }).cookieSecure).toBe(true);
    expect(load({ PUBLIC_ORIGIN: "http://localhost:3000" }).cookieSecure).toBe(false);
  });

  it("sends mail as .eml files with no MAIL_URL, from BRAND_EMAIL, notices to the brand's email", () => {
    expect(load({ BRAND_PRODUCT: "Grow IT", BRAND_EMAIL: "hi@grow.example" }).mail).toEqual({
      url: undefined,
      from: { address: "hi@grow.example" },
      notifyEmail: undefined,
      postalAddress: expect.any(String),
    });
  });

  it("takes MAIL_URL, MAIL_FROM, NOTIFY_EMAIL and BRAND_ADDRESS", () => {
    const { mail } = load({
      MAIL_URL: "smtps://user:secret@mail.example.com:465",
      PUBLIC_ORIGIN: "https://coach.example.com",
      MAIL_FROM: "Coach <coach@example.com>",
      NOTIFY_EMAIL: "leads@example.com",
      BRAND_ADDRESS: "1 Harbour Road, Bristol",
    });
    expect(mail).toEqual({
      url: "smtps://user:secret@mail.example.com:465",
      from: { address: "coach@example.com", name: "Coach" },
      notifyEmail: "leads@example.com",
      postalAddress: "1 Harbour Road, Bristol",
    });
  });

  it("refuses MAIL_URL without PUBLIC_ORIGIN, and a MAIL_URL that is not SMTP", () => {
    expect(() => load({ MAIL_URL: "smtp://mail.example.com:587" })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(() => load({ MAIL_URL: "http://mail.example.com", PUBLIC_ORIGIN: "https://a.example" })).toThrow(
      /MAIL_URL must be an SMTP URL/,
    );
    expect(() => load({ NOTIFY_EMAIL: "nobody" })).toThrow(/NOTIFY_EMAIL must be an email address/);
    expect(() => load({ MAIL_FROM: "Coach" })).toThrow(/MAIL_FROM must be an email address/);
  });
});
