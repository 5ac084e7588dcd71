import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import libFolderCycles from "./eslint/lib-folder-cycles.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "lib/generated/**", "test-results/**", "playwright-report/**", "coverage/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Components are reusable leaves: they never reach into the routes that use them.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*"], message: "Components and lib never import from app/." }] }],
    },
  },
  {
    // The folders of lib/ form no cycle: lib/a importing lib/b while lib/b reaches lib/a again.
    files: ["lib/**/*.{ts,tsx}"],
    plugins: { local: libFolderCycles },
    rules: { "local/lib-folder-cycles": "error" },
  },
  {
    // Advisory locks are taken through lib/db/locks.ts, where each namespace is assigned once.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["lib/db/locks.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TemplateElement[value.raw=/pg_advisory/]", message: "Take advisory locks with lib/db/locks.ts (lockForTransaction)." },
      ],
    },
  },
]);
