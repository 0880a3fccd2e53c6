import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Which Mantine stylesheets a component needs, read from Mantine's own modules: a component's
 * module imports the components it renders and its `*.module.mjs` class map, and each class map
 * names the `.module.css` it was built from, which Mantine ships as `styles/<Name>.css`
 * (`@mantine/core`) or in one `styles.css` (the other packages). Walked depth first, so a
 * stylesheet comes after those of the components it renders, as in Mantine's own `styles.css`.
 */

const nodeModules = fileURLToPath(new URL("../node_modules/", import.meta.url));
const PACKAGES = ["@mantine/core", "@mantine/charts", "@mantine/notifications", "@mantine/tiptap"] as const;
type MantinePackage = (typeof PACKAGES)[number];

const esmDir = (pkg: MantinePackage) => path.join(nodeModules, pkg, "esm");

const IMPORT = /^import\s+(?:([\s\S]*?)\s+from\s+)?"([^"]+)";?$/gm;
const NAMED = /\{([^}]*)\}/;
const CSS_REGION = /\/\/#region packages\/@mantine\/[^/]+\/src\/(?:.*\/)?([^/]+)\.module\.css/;

interface ModuleImport {
  names: string[];
  from: string;
}

function importsOf(source: string): ModuleImport[] {
  return [...source.matchAll(IMPORT)].map((match) => ({
    names: (NAMED.exec(match[1] ?? "")?.[1] ?? "")
      .split(",")
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? "")
      .filter(Boolean),
    from: match[2] ?? "",
  }));
}

const exportFiles = new Map<MantinePackage, Map<string, string>>();

/** The file a package's index takes an exported name from. */
function exportFile(pkg: MantinePackage, name: string): string | undefined {
  let files = exportFiles.get(pkg);
  if (!files) {
    files = new Map();
    const index = path.join(esmDir(pkg), "index.mjs");
    for (const imported of importsOf(readFileSync(index, "utf8"))) {
      if (!imported.from.startsWith(".")) continue;
      for (const name of imported.names) files.set(name, path.resolve(path.dirname(index), imported.from));
    }
    exportFiles.set(pkg, files);
  }
  return files.get(name);
}

function stylesheetOfClassMap(pkg: MantinePackage, file: string): string {
  const name = CSS_REGION.exec(readFileSync(file, "utf8"))?.[1];
  if (!name) throw new Error(`no source stylesheet named in ${file}`);
  return pkg === "@mantine/core" ? `@mantine/core/styles/${name}.css` : `${pkg}/styles.css`;
}

const packageOf = (file: string): MantinePackage => {
  const found = PACKAGES.find((pkg) => file.startsWith(esmDir(pkg) + path.sep));
  if (!found) throw new Error(`${file} is in no Mantine package`);
  return found;
};

/** Where a module's imports lead: the class maps it imports and the other modules. */
function edgesOf(file: string): { classMaps: string[]; modules: string[] } {
  const classMaps: string[] = [];
  const modules: string[] = [];
  for (const imported of importsOf(readFileSync(file, "utf8"))) {
    if (imported.from.endsWith(".module.mjs"))
      classMaps.push(path.resolve(path.dirname(file), imported.from));
    else if (imported.from.startsWith(".")) modules.push(path.resolve(path.dirname(file), imported.from));
    else if ((PACKAGES as readonly string[]).includes(imported.from)) {
      for (const name of imported.names) {
        const target = exportFile(imported.from as MantinePackage, name);
        if (target) modules.push(target);
      }
    }
  }
  return { classMaps, modules };
}

/** The stylesheets of everything a module renders, and which must come before which. */
const reached = new Map<string, Set<string>>();
const before = new Map<string, Set<string>>();

function reach(file: string): Set<string> {
  const known = reached.get(file);
  if (known) return known;
  const found = new Set<string>();
  // Set first: an import loop ends here.
  reached.set(file, found);
  const { classMaps, modules } = edgesOf(file);
  const own = classMaps.map((classMap) => stylesheetOfClassMap(packageOf(classMap), classMap));
  for (const module of modules) {
    for (const stylesheet of reach(module)) {
      found.add(stylesheet);
      // A component's own stylesheet after those of what it renders.
      for (const mine of own)
        if (mine !== stylesheet) before.set(mine, (before.get(mine) ?? new Set()).add(stylesheet));
    }
  }
  for (const mine of own) found.add(mine);
  return found;
}

/** The stylesheets the named exports of a Mantine package need, dependencies first. */
export function mantineStylesheets(pkg: string, names: readonly string[]): string[] {
  if (!(PACKAGES as readonly string[]).includes(pkg)) return [];
  const needed = new Set<string>();
  for (const name of names) {
    const file = exportFile(pkg as MantinePackage, name);
    if (file) for (const stylesheet of reach(file)) needed.add(stylesheet);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (stylesheet: string) => {
    if (placed.has(stylesheet)) return;
    placed.add(stylesheet);
    for (const first of before.get(stylesheet) ?? []) if (needed.has(first)) place(first);
    order.push(stylesheet);
  };
  for (const stylesheet of needed) place(stylesheet);
  return order;
}

const CSS_IMPORT = /^import "(@mantine\/[^"]+\.css)";$/gm;
const NAMED_IMPORT = /^(?:import|export) \{([^}]*)\} from "(@mantine\/[a-z]+)";$/gm;

/** The Mantine stylesheets a source file imports, in order. */
export const importedStylesheets = (source: string) =>
  [...source.matchAll(CSS_IMPORT)].map((match) => match[1] ?? "");

/** The stylesheets the Mantine components a source file imports need, dependencies first. */
export function neededStylesheets(source: string): string[] {
  const needed = [...source.matchAll(NAMED_IMPORT)].flatMap((match) =>
    mantineStylesheets(
      match[2] ?? "",
      (match[1] ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith("type ")),
    ),
  );
  return [...new Set(needed)];
}

/** What a Mantine core stylesheet needs before it: the stylesheets of what its component renders. */
export function stylesheetDependencies(stylesheet: string): string[] {
  const name = /^@mantine\/core\/styles\/(\w+)\.css$/.exec(stylesheet)?.[1];
  if (!name || !exportFile("@mantine/core", name)) return [];
  return mantineStylesheets("@mantine/core", [name]).filter((needed) => needed !== stylesheet);
}
