// `pnpm start`'s build, told one line per step: turbo prints each task's block when the task
// ends (`--log-order=grouped`), so a block's first line is a step done. turbo's own lines
// are kept back and shown only when the build fails.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const TASK = /^(\S+?):(\w+): cache (miss|hit|bypass)/;

/** How many workspace packages have a build script: the steps of a build from nothing. */
export function buildSteps(root) {
  let steps = 0;
  for (const group of ["apps", "packages", "tooling"]) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name, "package.json");
      if (existsSync(file) && JSON.parse(readFileSync(file, "utf8")).scripts?.build) steps += 1;
    }
  }
  return steps;
}

/**
 * Reads turbo's lines (`--output-logs=new-only --log-prefix=task --log-order=grouped`) and
 * answers, per line, the progress line to print or null. `kept` holds every turbo line.
 */
export function createBuildProgress(total, now = () => Date.now()) {
  const started = now();
  let step = 0;
  const kept = [];
  return {
    kept,
    line(raw) {
      const line = stripVTControlCharacters(raw).trimEnd();
      kept.push(line);
      const task = TASK.exec(line);
      if (!task) return null;
      step += 1;
      const of = `[${step}/${Math.max(total, step)}]`;
      if (task[3] === "hit") return `${of} ${task[1]} is up to date`;
      return `${of} ${task[1]} built (${Math.round((now() - started) / 1000)} s)`;
    },
  };
}
