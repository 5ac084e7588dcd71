import { existsSync } from "node:fs";

// The browser for the end-to-end tests: Debian's headless shell (package chromium-headless-shell),
// which ran the same specs about a fifth faster than the full browser in headless mode
// (docs/measurements.md, "The test command's stages"); the full browser where only it is installed;
// or CHROMIUM_PATH.
const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export function e2eChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}
