import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../src/", import.meta.url));
const stylesheets = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), "utf8") }));

describe("the app's own stylesheets", () => {
  it("are found", () => {
    expect(stylesheets.map(({ file }) => file)).toContain(
      path.join("features", "admin", "shared", "pinned-table.css"),
    );
  });

  // The build rewrites light-dark() into variables it sets only where a `color-scheme` is
  // declared, which this app never does: the value left over is invalid and the property falls
  // back to nothing (the admin tables' pinned columns turned transparent). The scheme is chosen by
  // Mantine's [data-mantine-color-scheme] attribute instead.
  it.each(stylesheets.map(({ file }) => [file]))("%s picks colours by the scheme attribute", (file) => {
    const text = stylesheets.find((sheet) => sheet.file === file)?.text ?? "";
    const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, "");
    expect(withoutComments).not.toMatch(/light-dark\(/);
  });
});
