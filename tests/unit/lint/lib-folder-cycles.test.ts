import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import plugin, { buildFolderGraph } from "@/eslint/lib-folder-cycles.mjs";

// The lint rule that keeps lib/'s folders free of import cycles, run by ESLint on small trees.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "lib-cycles-"));
  roots.push(root);
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

function lint(root: string, path: string) {
  const config: Linter.Config[] = [
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: plugin },
      rules: { "local/lib-folder-cycles": "error" },
    },
  ];
  const filename = join(root, path);
  return new Linter({ cwd: root })
    .verify(readFileSync(filename, "utf8"), config, { filename })
    .map((m) => ({ line: m.line, message: m.message }));
}

// booking and payments import each other through different files (no file imports itself in a
// circle); documents -> accounts -> validations -> documents is a longer one; format is a leaf.
const cyclic = {
  "lib/booking/hold.ts":
    'import { refund } from "@/lib/payments/refund";\nimport { price } from "@/lib/format";\nexport const hold = () => refund(price);\n',
  "lib/booking/policy.ts": "export const policy = 24;\n",
  "lib/payments/refund.ts": 'import { policy } from "../booking/policy";\nexport const refund = (n: number) => n * policy;\n',
  "lib/format.ts": "export const price = 1;\n",
  "lib/documents/pdf.ts":
    'import type { User } from "@/lib/accounts/user";\nimport { price } from "../format";\nexport const pdf = (u: User) => price;\n',
  "lib/accounts/user.ts": 'export { email } from "@/lib/validations/email";\nexport type User = { id: number };\n',
  "lib/validations/email.ts": 'export const email = () => import("@/lib/documents/pdf");\n',
  "components/booking.tsx":
    'import { hold } from "@/lib/booking/hold";\nimport { refund } from "@/lib/payments/refund";\nexport const b = [hold, refund];\n',
};

describe("lib-folder-cycles", () => {
  it("builds the folder graph of lib/ from @/lib and relative imports", () => {
    const graph = buildFolderGraph(join(tree(cyclic), "lib"));
    expect(Object.fromEntries([...graph].map(([folder, targets]) => [folder, [...targets].sort()]))).toEqual({
      booking: ["format", "payments"],
      payments: ["booking"],
      format: [],
      documents: ["accounts", "format"],
      accounts: ["validations"],
      validations: ["documents"],
    });
  });

  it("reports each import that closes a cycle between folders, with the way back", () => {
    const root = tree(cyclic);
    expect(lint(root, "lib/booking/hold.ts")).toEqual([
      {
        line: 1,
        message:
          "lib/booking imports lib/payments, which leads back to lib/booking (booking -> payments -> booking): folders of lib must not import each other.",
      },
    ]);
    expect(lint(root, "lib/payments/refund.ts")).toMatchObject([
      { line: 1, message: expect.stringContaining("(payments -> booking -> payments)") },
    ]);
    expect(lint(root, "lib/documents/pdf.ts")).toMatchObject([
      { line: 1, message: expect.stringContaining("(documents -> accounts -> validations -> documents)") },
    ]);
    expect(lint(root, "lib/accounts/user.ts")).toMatchObject([
      { line: 1, message: expect.stringContaining("lib/accounts imports lib/validations") },
    ]);
    expect(lint(root, "lib/validations/email.ts")).toMatchObject([
      { line: 1, message: expect.stringContaining("lib/validations imports lib/documents") },
    ]);
  });

  it("leaves imports without a way back, and files outside lib/, alone", () => {
    const root = tree(cyclic);
    expect(lint(root, "lib/format.ts")).toEqual([]);
    expect(lint(root, "components/booking.tsx")).toEqual([]);
    const { "lib/payments/refund.ts": _cycle, ...acyclic } = cyclic;
    const fixed = tree({ ...acyclic, "lib/payments/refund.ts": "export const refund = (n: number) => n;\n" });
    expect(lint(fixed, "lib/booking/hold.ts")).toEqual([]);
  });
});
