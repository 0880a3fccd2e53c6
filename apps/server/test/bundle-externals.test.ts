import { build } from "esbuild";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module without declarations, shared with the build
import { serverBundleOptions } from "../bundle-options.mjs";

/** Bundles `source` as the server's build does; the build's error texts, or [] when it built. */
async function bundleErrors(source: string): Promise<string[]> {
  try {
    await build({
      ...(serverBundleOptions as object),
      stdin: { contents: source, resolveDir: import.meta.dirname, loader: "ts" },
      write: false,
      logLevel: "silent",
    });
    return [];
  } catch (error) {
    return (error as { errors: { text: string }[] }).errors.map((e) => e.text);
  }
}

describe("the server's bundle", () => {
  it("leaves the server's dependencies and Node's modules to node_modules", async () => {
    expect(
      await bundleErrors('import "fastify"; import "@aws-sdk/client-s3"; import "node:fs"; import "fs";'),
    ).toEqual([]);
  });

  it.each([
    ["a development dependency", "smtp-server"],
    ["a package only the root declares", "@playwright/test"],
  ])("refuses %s: a production install would lack it", async (_case, name) => {
    expect(await bundleErrors(`import "${name}";`)).toEqual([
      expect.stringContaining(`"${name}" is not in the dependencies of @scalemsp/server`),
    ]);
  });
});
