import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { startToolsServer } from "@scalemsp/server/testing";

/** Runs a program without blocking this process, which serves the program's requests. */
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../../..");
const versionOf = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

/** A strict user's program: the README's optional token from the environment, run by Node itself. */
const PROGRAM = `
import { createScaleMspClient, type RouterOutputs } from "@scalemsp/client";

const client = createScaleMspClient({ baseUrl: process.env.SCALEMSP_URL ?? "", token: process.env.SCALEMSP_TOKEN });
const me = await client.auth.me.query();
const businesses: RouterOutputs["admin"]["businesses"]["list"] = await client.admin.businesses.list.query();
console.log(JSON.stringify({ role: me.role, businesses: Array.isArray(businesses) }));
`;

/** The same from CommonJS (a `.cts` file): `require` finds the CommonJS build and its declarations. */
const COMMONJS_PROGRAM = `
import type { RouterOutputs } from "@scalemsp/client";
const { createScaleMspClient }: typeof import("@scalemsp/client") = require("@scalemsp/client");

const client = createScaleMspClient({ baseUrl: process.env.SCALEMSP_URL ?? "", token: process.env.SCALEMSP_TOKEN });
async function main(): Promise<void> {
  const me = await client.auth.me.query();
  const modules: RouterOutputs["modules"]["list"] = await client.modules.list.query();
  console.log(JSON.stringify({ role: me.role, modules: Array.isArray(modules) }));
}
void main();
`;

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    // Every declaration file is checked, the packages' own and their dependencies'.
    skipLibCheck: false,
    types: ["node"],
  },
};

// The first backend is enough: this is about what the tarballs hold, not the data.
const [backend] = testBackends();

describe("the packed client and command line, installed in an empty folder", () => {
  let project: string;
  let server: Awaited<ReturnType<typeof startToolsServer>>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    project = mkdtempSync(path.join(os.tmpdir(), "scalemsp-packed-"));
    // `pnpm pack` runs each package's build (prepack) and writes workspace versions out.
    for (const dir of ["packages/client", "apps/cli"]) {
      execFileSync("pnpm", ["pack", "--pack-destination", project], {
        cwd: path.join(repo, dir),
        stdio: "pipe",
      });
    }
    const tarball = (prefix: string) => `file:./${readdirSync(project).find((f) => f.startsWith(prefix))!}`;
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({
        name: "packed-user",
        private: true,
        type: "module",
        dependencies: {
          "@scalemsp/client": tarball("scalemsp-client-"),
          "@scalemsp/cli": tarball("scalemsp-cli-"),
        },
        devDependencies: { typescript: versionOf("typescript"), "@types/node": versionOf("@types/node") },
      }),
    );
    writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify(TSCONFIG));
    writeFileSync(path.join(project, "program.ts"), PROGRAM);
    writeFileSync(path.join(project, "program.cts"), COMMONJS_PROGRAM);
    // npm, not the workspace's pnpm: what someone outside the repository runs.
    execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], {
      cwd: project,
      stdio: "pipe",
    });
    server = await startToolsServer(backend!);
    env = { ...process.env, SCALEMSP_URL: server.baseUrl, SCALEMSP_TOKEN: server.token };
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    rmSync(project, { recursive: true, force: true });
  });

  it("installs what the tarballs declare, which holds nothing of the server's database", () => {
    expect(existsSync(path.join(project, "node_modules/drizzle-orm"))).toBe(false);
  });

  it("type-checks strict programs, ESM and CommonJS, and runs them against a server", async () => {
    const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "."], {
      cwd: project,
      encoding: "utf8",
    });
    expect(tsc.stdout + tsc.stderr).toBe("");
    const ran = await run(process.execPath, ["program.ts"], { cwd: project, env });
    expect(ran.stdout.trim(), ran.stderr).toBe(JSON.stringify({ role: "admin", businesses: true }));
    const required = await run(process.execPath, ["program.cts"], { cwd: project, env });
    expect(required.stdout.trim(), required.stderr).toBe(JSON.stringify({ role: "admin", modules: true }));
  }, 300_000);

  it("runs the command line's bin with node against a server", async () => {
    // A failed run rejects with the command's output.
    const cli = await run(path.join(project, "node_modules/.bin/scalemsp"), ["export", "consultations"], {
      cwd: project,
      env,
    });
    expect(cli.stdout.split("\n")[0]).toMatch(/email/i);
    const help = await run(path.join(project, "node_modules/.bin/scalemsp"), ["--help"], { cwd: project });
    expect(help.stdout).toMatch(/^Usage: scalemsp <command>/);
  }, 60_000);
});
