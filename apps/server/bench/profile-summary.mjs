// `node apps/server/bench/profile-summary.mjs <file.cpuprofile> [top]`: where a profile's time
// went, by self time per function and per package, so two profiles can be compared in text.
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(1);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const deltas = profile.timeDeltas;
const selfMicros = new Map();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** `…/node_modules/.pnpm/fastify@5…/node_modules/fastify/lib/x.js` → `fastify`; ours by folder. */
function packageOf(url) {
  if (!url) return "(native / V8)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node";
  const ours = url.match(/(apps\/[^/]+|packages\/[^/]+)\//);
  return ours ? ours[1] : url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || "(anonymous)"} ${callFrame.url.split("/").slice(-2).join("/")}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(
      `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
show("self time by package", byPackage, 20);
show("self time by function", byFunction, top);
