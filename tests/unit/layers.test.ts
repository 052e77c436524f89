import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The domains under lib/ (a folder, or a top-level file such as lib/db.ts) and the folders under
// components/ depend on each other without a cycle, so each can be read, tested and changed from the
// bottom up (docs/architecture.md, docs/components.md). components/ also keeps to its floors, below, and
// neither imports app/ (the pages and handlers sit on top of both).
// A test, not a lint rule: a cycle runs through several files, and a rule sees one file at a time.
const root = path.resolve(__dirname, "../..");
const lib = path.join(root, "lib");
const components = path.join(root, "components");
const app = path.join(root, "app");

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : files(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.mts") ? [full] : [];
  });

/** The folder (or top-level file) of `base` that a file belongs to: lib/pets/service.ts → pets. */
const partOf = (base: string, file: string) =>
  path
    .relative(base, file)
    .split(path.sep)[0]
    .replace(/\.(ts|tsx|mjs)$/, "");

/** Every import of a file, as written and as the path it names (the `@/` alias is the root). */
function importsOf(file: string): { spec: string; target: string }[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']((?:@\/|\.\.?\/)[^"']+)["']/g)].map(([, spec]) => ({
    spec,
    target: spec.startsWith("@/") ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec),
  }));
}

type TGraph = Map<string, Map<string, string>>;

/** part → the parts of `base` it imports (types included: they are a dependency too), with one example each. */
function importGraph(base: string): TGraph {
  const graph: TGraph = new Map();
  for (const file of files(base)) {
    const from = partOf(base, file);
    for (const { spec, target } of importsOf(file)) {
      if (!target.startsWith(base + path.sep)) continue;
      const to = partOf(base, target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${path.relative(root, file)} → ${spec}`);
    }
  }
  return graph;
}

/** Every cycle as the list of imports that make it (found by depth-first search from each part). */
function cycles(graph: TGraph): string[][] {
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

// The floors of components/, bottom first. A folder imports its own floor and those below, never one
// above; on one floor the folders may use each other (the cycle check keeps that one-way).
const COMPONENT_FLOORS: string[][] = [
  // Plain UI parts: buttons, fields, dialogs, toasts, icons. They know no session, no data, no feature.
  ["ui"],
  // What every page shares: the session (AuthProvider, RequireAuth), the query cache, this device's push
  // subscription (the logout forgets it), a person's name, the logo, schema.org data; then the other
  // app-wide providers that the root Providers mounts, built on the session: live updates, the offline
  // worker, the speed measurement.
  ["foundation", "live", "sw", "vitals"],
  // The features, one folder each: they use the foundation and ui, and each other one way only.
  [
    "account",
    "admin",
    "agreements",
    "alerts",
    "api-docs",
    "applications",
    "cart",
    "check-ins",
    "discovery",
    "home",
    "info",
    "legal",
    "listings",
    "messages",
    "orders",
    "payment",
    "profile",
    "push",
    "reviews",
    "sellers",
    "wishlist",
  ],
  // Composites: the shell (header, navigation counts, root providers), which reads the cart, messages
  // and search, and the dashboard, which gathers the features' sections.
  ["layout", "dashboard"],
];

/** Every import from a file under `base` into `dir` (app/, which only Next.js and the tests load). */
const importsInto = (base: string, dir: string) =>
  files(base).flatMap((file) =>
    importsOf(file)
      .filter(({ target }) => target === dir || target.startsWith(dir + path.sep))
      .map(({ spec }) => `${path.relative(root, file)} → ${spec}`),
  );

/** An import from a folder to one on a higher floor, and every folder given no floor. */
function floorViolations(graph: TGraph, folders: Iterable<string>, floors: string[][]): string[] {
  const floorOf = new Map(floors.flatMap((names, i) => names.map((name) => [name, i] as const)));
  const found: string[] = [];
  for (const folder of folders) if (!floorOf.has(folder)) found.push(`${folder}: on no floor (COMPONENT_FLOORS)`);
  for (const [from, targets] of graph)
    for (const [to, example] of targets) {
      const [a, b] = [floorOf.get(from), floorOf.get(to)];
      if (a !== undefined && b !== undefined && b > a) found.push(`${from} (floor ${a}) imports ${to} (floor ${b}): ${example}`);
    }
  return found;
}

describe("lib/ domains", () => {
  it("import each other without cycles", () => {
    expect(cycles(importGraph(lib))).toEqual([]);
  });

  it("never import app/: the API reference is handed its routes by its callers there", () => {
    expect(importsInto(lib, app)).toEqual([]);
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

describe("components/ folders", () => {
  const folders = readdirSync(components).map((name) => name.replace(/\.(ts|tsx)$/, ""));

  it("import each other without cycles", () => {
    expect(cycles(importGraph(components))).toEqual([]);
  });

  it("keep to their floors: none imports a folder above it, and each has a floor", () => {
    expect(floorViolations(importGraph(components), folders, COMPONENT_FLOORS)).toEqual([]);
  });

  it("never import app/", () => {
    expect(importsInto(components, app)).toEqual([]);
  });

  it("the floor check sees an import upwards and a folder with no floor", () => {
    const floors = [["ui"], ["foundation"], ["cart"]];
    const graph = new Map([
      ["cart", new Map([["foundation", "cart → foundation"]])],
      ["foundation", new Map([["cart", "foundation → cart"]])],
      ["ui", new Map([["ui", "ui → ui"]])],
    ]);
    expect(floorViolations(graph, ["ui", "foundation", "cart", "newcomer"], floors)).toEqual([
      "newcomer: on no floor (COMPONENT_FLOORS)",
      "foundation (floor 1) imports cart (floor 2): foundation → cart",
    ]);
  });
});
