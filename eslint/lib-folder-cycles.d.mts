import type { ESLint, Rule } from "eslint";

export function buildFolderGraph(libDir: string): Map<string, Set<string>>;
export function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null;
export const libFolderCycles: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
