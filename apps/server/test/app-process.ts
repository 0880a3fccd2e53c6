import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { findRepoRoot } from "../src/config";

const repoRoot = findRepoRoot();

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface AppProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output(): string;
}

export interface SpawnOptions {
  /** Default: a free port. */
  port?: number;
  /** A command the entry point runs under (`unshare …`). */
  wrapper?: string[];
}

/** The real entry point (from source) as a process of its own; does not wait for it to serve. */
export async function spawnAppProcess(
  env: Record<string, string>,
  { port, wrapper = [] }: SpawnOptions = {},
): Promise<AppProcess> {
  const listenOn = port ?? (await freePort());
  const command = [process.execPath, "--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")];
  const [program, ...args] = [...wrapper, ...command];
  const child = spawn(program!, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(listenOn),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port: listenOn, exited, output: () => output };
}

/** Resolves once the process answers its health check; throws with its output if it exits or never does. */
export async function waitForHealth(app: AppProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`the server exited:\n${app.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${app.port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${app.port} never became healthy:\n${app.output()}`);
}

/** The entry point as a process of its own, serving on a free port once healthy. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const app = await spawnAppProcess(env);
  try {
    await waitForHealth(app);
  } catch (error) {
    app.child.kill("SIGKILL");
    throw error;
  }
  return app;
}

/** Ends the process with `signal` and waits for it to be gone. */
export async function stopAppProcess(app: AppProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
  await app.exited;
}
