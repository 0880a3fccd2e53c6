// What `pnpm start` does once the Node.js version is known to do (scripts/start.mjs): build
// what is not built, then run the server with the production environment.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildSteps, createBuildProgress } from "./build-progress.mjs";
import { serverEnvironment } from "./server-environment.mjs";

/**
 * turbo's build, told one line per step done; its own output only when it fails.
 * @param {string} root
 */
function build(root) {
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

/**
 * Builds, then serves from `root` (the checkout) until the server exits; exits with its code.
 * @param {string} root
 */
export async function serve(root) {
  const built = await build(root);
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
}
