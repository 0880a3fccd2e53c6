import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const clientDir = path.resolve(import.meta.dirname, "..");
const versionOf = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
const TYPESCRIPT_VERSION = versionOf("typescript");
const TYPES_NODE_VERSION = versionOf("@types/node");

/** A script a user of the package writes, with full inference from the router. */
const GOOD = `
import { createScaleMspClient, statusOf, type RouterInputs, type RouterOutputs } from "@scalemsp/client";

// As docs/internal-tools.md writes it: an optional token straight from the environment.
const client = createScaleMspClient({ baseUrl: "https://coach.example.com", token: process.env.SCALEMSP_TOKEN });

export async function weeklyReport(): Promise<string[]> {
  const me = await client.auth.me.query();
  const role: "admin" | "business_owner" | "member" = me.role;
  const modules: RouterOutputs["modules"]["list"] = await client.modules.list.query();
  const lead: RouterInputs["contact"]["submit"] = {
    firstName: "Ana",
    lastName: "Diaz",
    email: "ana@msp.example",
    company: "Diaz IT",
  };
  await client.contact.submit.mutate(lead);
  return modules.map((module) => \`\${module.title} (\${role}, \${statusOf(null) ?? "ok"})\`);
}
`;

/** The same package from a CommonJS module (a `.cts` file is one under NodeNext). */
const COMMONJS = `
import { createScaleMspClient, type RouterOutputs } from "@scalemsp/client";

const client = createScaleMspClient({ baseUrl: "https://coach.example.com", token: process.env.SCALEMSP_TOKEN });
export async function titles(): Promise<string[]> {
  const modules: RouterOutputs["modules"]["list"] = await client.modules.list.query();
  return modules.map((module) => module.title);
}
`;

/** The same calls with one mistake: a number where the router takes a name. */
const BAD = `
import { createScaleMspClient } from "@scalemsp/client";

const client = createScaleMspClient({ baseUrl: "https://coach.example.com" });
await client.contact.submit.mutate({ firstName: 42, lastName: "Diaz", email: "ana@msp.example", company: "Diaz IT" });
`;

/** A strict project under Node's own resolution: `import` and `require` each find their build. */
const STRICT = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  // The declarations are checked too: the package's own and its dependencies', nothing else.
  skipLibCheck: false,
  types: ["node"],
};

/**
 * The same under `module: commonjs` (the classic resolution, which reads `main` and `types`),
 * with `esModuleInterop` as `tsc --init` has long written it: zod's declarations need it there.
 */
const CLASSIC_COMMONJS = {
  ...STRICT,
  module: "commonjs",
  moduleResolution: "node10",
  esModuleInterop: true,
};

describe("the packed client, installed outside the workspace", () => {
  let project: string;
  let tarball: string;

  beforeAll(() => {
    project = mkdtempSync(path.join(os.tmpdir(), "scalemsp-client-user-"));
    // `pnpm pack` runs prepack: the JavaScript and one declaration file with the router's types.
    execFileSync("pnpm", ["pack", "--pack-destination", project], { cwd: clientDir, stdio: "pipe" });
    tarball = path.join(
      project,
      readdirSync(project).find((name) => name.endsWith(".tgz"))!,
    );
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({
        name: "client-user",
        private: true,
        type: "module",
        dependencies: { "@scalemsp/client": `file:${tarball}` },
        // The user's own compiler: the version the store holds, so nothing is downloaded.
        devDependencies: { typescript: TYPESCRIPT_VERSION, "@types/node": TYPES_NODE_VERSION },
      }),
    );
    // The store first (the registry only for what a fresh machine's store lacks, such as its
    // metadata); the workspace is not seen.
    execFileSync("pnpm", ["install", "--prefer-offline"], { cwd: project, stdio: "pipe" });
  }, 600_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** Writes the sources and checks them, alone, with the given compiler options. */
  const typecheck = (name: string, sources: Record<string, string>, compilerOptions: object = STRICT) => {
    for (const [file, source] of Object.entries(sources)) writeFileSync(path.join(project, file), source);
    const config = `tsconfig.${name}.json`;
    writeFileSync(
      path.join(project, config),
      JSON.stringify({ compilerOptions, files: Object.keys(sources) }),
    );
    const tsc = path.join(project, "node_modules/typescript/bin/tsc");
    return spawnSync(process.execPath, [tsc, "-p", config, "--pretty", "false"], {
      cwd: project,
      encoding: "utf8",
    });
  };
  const installed = (file: string) =>
    readFileSync(path.join(project, "node_modules/@scalemsp/client", file), "utf8");

  it("ships built JavaScript and declarations that name no private package and no database type", () => {
    const manifest = JSON.parse(installed("package.json")) as { exports: unknown; dependencies: object };
    expect(manifest.exports).toEqual({
      ".": {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
    });
    // What the code loads and the declarations import, and nothing else: no private package,
    // nothing of the server's database (drizzle).
    expect(Object.keys(manifest.dependencies).sort()).toEqual(["@trpc/client", "@trpc/server", "zod"]);
    const declarations = installed("dist/index.d.ts");
    const imported = new Set([...declarations.matchAll(/ from ["']([^"']+)["']/g)].map((match) => match[1]));
    expect([...imported].sort()).toEqual(["@trpc/client", "@trpc/server", "zod"]);
    expect(installed("dist/index.d.cts")).toBe(declarations);
    expect(installed("dist/index.js")).not.toMatch(/@scalemsp\//);
  });

  it("loads in Node", () => {
    const loaded = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const m = await import("@scalemsp/client"); console.log(typeof m.createScaleMspClient)',
      ],
      { cwd: project, encoding: "utf8" },
    );
    expect(loaded.stdout.trim()).toBe("function");
    const required = spawnSync(
      process.execPath,
      ["-e", 'console.log(typeof require("@scalemsp/client").createScaleMspClient)'],
      { cwd: project, encoding: "utf8" },
    );
    expect(required.stdout.trim()).toBe("function");
  });

  it("type-checks scripts that use the router's inputs and outputs, from ESM and CommonJS", () => {
    const result = typecheck("strict", { "good.ts": GOOD, "commonjs.cts": COMMONJS });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 300_000);

  it("type-checks the CommonJS script under module: commonjs", () => {
    const result = typecheck("classic", { "classic.ts": COMMONJS }, CLASSIC_COMMONJS);
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 300_000);

  it("fails a script that passes the wrong type", () => {
    const result = typecheck("bad", { "bad.ts": BAD });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(
      /bad\.ts\(5,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  }, 300_000);
});
