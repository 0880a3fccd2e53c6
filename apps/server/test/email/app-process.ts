import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { findRepoRoot } from "../../src/config";

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

/** The real entry point (from source) as a process of its own, serving on a free port once healthy. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
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
  const started: AppProcess = { child, port, exited, output: () => output };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server never became healthy:\n${output}`);
}

/** Ends the process with `signal` and waits for it to be gone. */
export async function stopAppProcess(app: AppProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
  await app.exited;
}
