// `pnpm start`: build what is not built (turbo skips what is up to date), then serve
// the production site and API from one process. package.json runs this with `exec`, so the
// shell pnpm starts is replaced by this process: Ctrl-C then reaches a process that exits 0
// after the server has closed, and pnpm reports no failure (decision 023).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { nodeVersionProblem } from "../tooling/start/node-version.mjs";
import { buildSteps, createBuildProgress } from "../tooling/start/build-progress.mjs";
import { serverEnvironment } from "../tooling/start/server-environment.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// An older Node.js installs and half runs; say what it needs before anything else happens.
const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const problem = nodeVersionProblem(process.version, engines?.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

/** turbo's build, told one line per step done; its own output only when it fails. */
function build() {
  return new Promise((resolve) => {
    const started = Date.now();
    const steps = buildSteps(root);
    console.log(
      `Building the site and the server: ${steps} steps; the first start takes a minute or two, later ones skip what is built.`,
    );
    const turbo = spawn(
      "pnpm",
      ["exec", "turbo", "run", "build", "--output-logs=new-only", "--log-prefix=task", "--log-order=grouped"],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
    );
    const progress = createBuildProgress(steps);
    // A step can take a minute: say the build is still going rather than nothing.
    const still = setInterval(
      () => console.log(`… still building (${Math.round((Date.now() - started) / 1000)} s)`),
      20_000,
    );
    for (const stream of [turbo.stdout, turbo.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        const said = progress.line(line);
        if (said) console.log(said);
      });
    }
    turbo.on("close", (code) => {
      clearInterval(still);
      if (code === 0) {
        console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
      } else {
        console.error(progress.kept.join("\n"));
        console.error("The build failed; the lines above say why.");
      }
      resolve(code ?? 1);
    });
  });
}

const built = await build();
if (built !== 0) process.exit(built);

// Settings in a .env file beside package.json apply, under what the environment already says.
const envFile = path.join(root, ".env");
const hasEnvFile = existsSync(envFile);
const args = hasEnvFile ? [`--env-file=${envFile}`] : [];
const server = spawn(process.execPath, [...args, path.join(root, "apps/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: serverEnvironment(process.env, hasEnvFile ? readFileSync(envFile, "utf8") : ""),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
