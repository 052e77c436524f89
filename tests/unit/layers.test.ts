import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The domains under lib/ (a folder, or a top-level file such as lib/db.ts) depend on each other without
// a cycle, so each can be read, tested and changed from the bottom up (docs/architecture.md).
// A test, not a lint rule: a cycle runs through several files, and a rule sees one file at a time.
const root = path.resolve(__dirname, "../..");
const lib = path.join(root, "lib");

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : files(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.mts") ? [full] : [];
  });

const domainOf = (file: string) =>
  path
    .relative(lib, file)
    .split(path.sep)[0]
    .replace(/\.(ts|tsx|mjs)$/, "");

/** domain → the domains it imports (types included: they are a dependency too), with one example each. */
function domainGraph() {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files(lib)) {
    const from = domainOf(file);
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']((?:@\/lib\/|\.\.?\/)[^"']+)["']/g)) {
      const target = spec.startsWith("@/lib/") ? path.join(lib, spec.slice(6)) : path.resolve(path.dirname(file), spec);
      if (!target.startsWith(lib + path.sep)) continue;
      const to = domainOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${path.relative(root, file)} → ${spec}`);
    }
  }
  return graph;
}

/** Every cycle as the list of imports that make it (found by depth-first search from each domain). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (start: string, at: string, trail: string[], seen: Set<string>) => {
    for (const [next, example] of graph.get(at) ?? []) {
      if (next === start) {
        const key = [...seen].sort().join(",");
        if (!found.has(key)) found.set(key, [...trail, example]);
      } else if (!seen.has(next) && next > start) {
        walk(start, next, [...trail, example], new Set([...seen, next]));
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, [], new Set([start]));
  return [...found.values()];
}

describe("lib/ domains", () => {
  it("import each other without cycles", () => {
    expect(cycles(domainGraph())).toEqual([]);
  });

  it("the check sees a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Map([["b", "a → b"]])],
      ["b", new Map([["c", "b → c"]])],
      ["c", new Map([["a", "c → a"]])],
    ]);
    expect(cycles(graph)).toEqual([["a → b", "b → c", "c → a"]]);
  });
});
