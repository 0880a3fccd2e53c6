import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  importedStylesheets,
  mantineStylesheets,
  neededStylesheets,
  stylesheetDependencies,
} from "./mantine-stylesheets";

const src = fileURLToPath(new URL("../src/", import.meta.url));
const sources = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".gen.ts"))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), "utf8") }));
// Every page loads these first (src/main.tsx).
const base = new Set(importedStylesheets(readFileSync(path.join(src, "styles/base.ts"), "utf8")));

describe("Mantine stylesheets", () => {
  it("are read from Mantine's own modules, what a component renders first", () => {
    const modal = mantineStylesheets("@mantine/core", ["Modal"]);
    expect(modal).toEqual(
      expect.arrayContaining(["@mantine/core/styles/ModalBase.css", "@mantine/core/styles/Overlay.css"]),
    );
    expect(modal.at(-1)).toBe("@mantine/core/styles/Modal.css");
    // The charts' legend is Mantine core's colour swatch.
    expect(mantineStylesheets("@mantine/charts", ["AreaChart"])).toContain(
      "@mantine/core/styles/ColorSwatch.css",
    );
  });

  // A page opened by its address loads only its own modules: a stylesheet another page happened
  // to load first is not there, so each module brings what its components need.
  it.each(sources.map(({ file }) => [file]))("%s imports what its Mantine components need", (file) => {
    const text = sources.find((source) => source.file === file)?.text ?? "";
    const imported = importedStylesheets(text);
    const missing = neededStylesheets(text).filter(
      (needed) => !base.has(needed) && !imported.includes(needed),
    );
    expect(missing).toEqual([]);
    const outOfOrder = imported.filter((stylesheet, at) =>
      stylesheetDependencies(stylesheet).some((dependency) => imported.indexOf(dependency) > at),
    );
    expect(outOfOrder).toEqual([]);
  });
});
