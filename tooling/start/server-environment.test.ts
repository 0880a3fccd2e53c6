import { describe, expect, it } from "vitest";
import { serverEnvironment } from "./server-environment.mjs";

describe("pnpm start's server environment", () => {
  it("runs the production builds of the libraries, with readable log lines", () => {
    const env = serverEnvironment({ PORT: "3000" }, "");
    expect(env).toMatchObject({ PORT: "3000", NODE_ENV: "production", LOG_FORMAT: "pretty" });
  });

  it("keeps a log format the shell or the .env file asks for", () => {
    expect(serverEnvironment({ LOG_FORMAT: "json" }, "")).toMatchObject({
      NODE_ENV: "production",
      LOG_FORMAT: "json",
    });
    const fromFile = serverEnvironment({}, "LOG_FORMAT=json\n");
    expect(fromFile.NODE_ENV).toBe("production");
    expect(fromFile.LOG_FORMAT).toBeUndefined();
  });

  it("leaves NODE_ENV and the log format alone when the shell or the .env file names NODE_ENV", () => {
    expect(serverEnvironment({ NODE_ENV: "development" }, "")).toEqual({ NODE_ENV: "development" });
    const fromFile = serverEnvironment({ PORT: "4000" }, "# settings\nNODE_ENV=production\n");
    expect(fromFile).toEqual({ PORT: "4000" });
  });
});
