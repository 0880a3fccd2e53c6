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

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
  },
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
    writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify(TSCONFIG));
  }, 600_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const typecheck = (file: string, source: string) => {
    writeFileSync(path.join(project, file), source);
    const tsc = path.join(project, "node_modules/typescript/bin/tsc");
    return spawnSync(process.execPath, [tsc, "-p", "tsconfig.json", "--noEmit", "--pretty", "false"], {
      cwd: project,
      encoding: "utf8",
    });
  };
  const installed = (file: string) =>
    readFileSync(path.join(project, "node_modules/@scalemsp/client", file), "utf8");

  it("ships built JavaScript and declarations that name no private package", () => {
    const manifest = JSON.parse(installed("package.json")) as { exports: unknown; dependencies: object };
    expect(manifest.exports).toEqual({
      ".": {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
    });
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith("@scalemsp/"))).toEqual([]);
    expect(installed("dist/index.d.ts")).not.toMatch(/from ["']@scalemsp\//);
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

  it("type-checks a script that uses the router's inputs and outputs", () => {
    const result = typecheck("good.ts", GOOD);
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("type-checks the same from CommonJS", () => {
    rmSync(path.join(project, "good.ts"));
    const result = typecheck("commonjs.cts", COMMONJS);
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("fails a script that passes the wrong type", () => {
    rmSync(path.join(project, "commonjs.cts"));
    const result = typecheck("bad.ts", BAD);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(
      /bad\.ts\(5,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  }, 120_000);
});
