// `pnpm start`'s first check: the Node.js version package.json's `engines.node` asks for.
// Kept to syntax old Node versions parse, so that they reach the one-line answer.

/** "22.12.0" → [22, 12, 0]; missing parts are 0. */
export function versionParts(version) {
  const parts = String(version)
    .replace(/^[^\d]*/, "")
    .split(".");
  return [0, 1, 2].map((i) => Number.parseInt(parts[i] ?? "0", 10) || 0);
}

/** Whether `version` is at least `minimum` (both "major.minor.patch", a leading "v" allowed). */
export function isAtLeast(version, minimum) {
  const have = versionParts(version);
  const need = versionParts(minimum);
  for (let i = 0; i < 3; i++) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}

/** The minimum of an `engines.node` range of the form ">=22.12"; undefined for any other form. */
export function minimumOf(range) {
  const match = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(String(range ?? ""));
  return match ? match[1] : undefined;
}

/** The one line that says what to install, or null when this Node.js will do. */
export function nodeVersionProblem(version, range) {
  const minimum = minimumOf(range);
  if (!minimum || isAtLeast(version, minimum)) return null;
  return (
    `ScaleMSP needs Node.js ${minimum} or newer and this is ${version}: ` +
    `install Node.js ${versionParts(minimum)[0]} LTS (https://nodejs.org, or \`nvm install ${versionParts(minimum)[0]}\`) and run \`pnpm start\` again.`
  );
}
