import { existsSync } from "node:fs";

export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Browser tests need Debian's Chromium; say how to get it rather than fail obscurely. */
export function assertChromium() {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  console.error(
    `Chromium was not found at ${executable}.\n` +
      "Install it with: sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome executable.",
  );
  process.exit(1);
}
