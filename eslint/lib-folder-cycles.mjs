// A local ESLint rule: no import cycles between the folders of lib/. A folder is lib's first path
// segment (lib/booking/x.ts is "booking", lib/format.ts is "format"). An import in lib/A whose
// target folder B can reach A again (B imports A, or B imports C which imports A, ...) is reported,
// even when no single file imports itself in a circle. Type-only imports count: they couple the
// folders all the same. The folder graph is built once per lint run from every lib/**/*.ts(x).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** The folder of a path relative to lib/, or null outside lib/. */
function folderOf(pathInLib) {
  if (!pathInLib || pathInLib.startsWith("..") || pathInLib.startsWith(sep)) return null;
  return pathInLib.split(/[\\/]/)[0].replace(/\.(tsx?|mjs|js)$/, "");
}

/** The lib folder an import specifier points at (`@/lib/x/...` or a relative path), or null. */
function targetFolder(libDir, fromFile, specifier) {
  if (specifier.startsWith("@/lib/")) return folderOf(specifier.slice("@/lib/".length));
  if (specifier.startsWith(".")) return folderOf(relative(libDir, resolve(dirname(fromFile), specifier)));
  return null;
}

/** folder -> the other folders its files import (lib/generated is generated code and not read). */
export function buildFolderGraph(libDir) {
  const graph = new Map();
  const files = readdirSync(libDir, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && folderOf(f) !== "generated");
  for (const file of files) {
    const from = folderOf(file);
    const path = join(libDir, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { fileName } of ts.preProcessFile(readFileSync(path, "utf8"), true, true).importedFiles) {
      const to = targetFolder(libDir, path, fileName);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** The shortest chain of folders from `from` to `to` (both included), or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  for (const queue = [from]; queue.length;) {
    const folder = queue.shift();
    if (folder === to) {
      const chain = [];
      for (let f = to; f !== null; f = previous.get(f)) chain.unshift(f);
      return chain;
    }
    for (const next of graph.get(folder) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, folder);
      queue.push(next);
    }
  }
  return null;
}

const graphs = new Map(); // lib directory -> its folder graph, for this process (one lint run)

export const libFolderCycles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports that close a cycle between lib/ folders" },
    schema: [],
    messages: {
      cycle: "lib/{{from}} imports lib/{{to}}, which leads back to lib/{{from}} ({{chain}}): folders of lib must not import each other.",
    },
  },
  create(context) {
    const libDir = join(context.cwd, "lib");
    const from = folderOf(relative(libDir, context.filename));
    if (!from) return {};
    if (!graphs.has(libDir)) graphs.set(libDir, buildFolderGraph(libDir));
    const graph = graphs.get(libDir);
    const check = (node) => {
      const to = typeof node.source?.value === "string" ? targetFolder(libDir, context.filename, node.source.value) : null;
      const back = to && to !== from ? pathBetween(graph, to, from) : null;
      if (back) context.report({ node, messageId: "cycle", data: { from, to, chain: [from, ...back].join(" -> ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const plugin = { meta: { name: "lib-folder-cycles" }, rules: { "lib-folder-cycles": libFolderCycles } };
export default plugin;
