// `prisma generate` without the native schema engine: the CLI only checks that the
// engine file exists before generating with its wasm tooling, so point it at any file.
import { execFileSync } from "node:child_process";
import { writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const placeholder = join(tmpdir(), "prisma-schema-engine-placeholder");
if (!existsSync(placeholder)) writeFileSync(placeholder, "");

execFileSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
