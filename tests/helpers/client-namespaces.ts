// Which message namespaces the browser needs under a given file: walks its imports (static and
// dynamic), follows them into client code ("use client" and everything a client file imports), and
// collects the namespaces of useTranslations(...) calls found there. Server code is walked but not
// collected: it reads messages on the server. tests/unit/client-messages.test.ts uses it to check that
// the namespaces each page hands to the browser cover what its client components read.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package: its own texts are not ours
  for (const ext of ["", ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Module specifiers a file loads at run time (type-only imports excluded). */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  const statics = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;
  for (const m of source.matchAll(statics)) specs.push(m[1]);
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

export type TNamespaceReport = {
  /** Top-level namespaces read by client code reachable from the entry. */
  namespaces: Set<string>;
  /** Client files whose translations cannot be read statically (no or non-literal namespace). */
  unknown: string[];
};

export function clientNamespaces(entries: string[]): TNamespaceReport {
  const namespaces = new Set<string>();
  const unknown: string[] = [];
  const seen = new Map<string, boolean>(); // file → visited as client?

  const visit = (file: string, inClient: boolean) => {
    const source = readFileSync(file, "utf8");
    const isClient = inClient || /^\s*["']use client["']/.test(source);
    const before = seen.get(file);
    if (before === true || (before === false && !isClient)) return;
    seen.set(file, isClient);
    if (isClient) {
      for (const m of source.matchAll(/\buseTranslations\(\s*([^)]*)\)/g)) {
        const literal = /^["']([A-Za-z0-9_]+)(?:\.[^"']*)?["']$/.exec(m[1].trim());
        if (literal) namespaces.add(literal[1]);
        else unknown.push(`${path.relative(ROOT, file)}: useTranslations(${m[1]})`);
      }
      if (/\buseMessages\(/.test(source)) unknown.push(`${path.relative(ROOT, file)}: useMessages()`);
    }
    for (const spec of importsOf(source)) {
      const target = resolveImport(spec, file);
      if (target) visit(target, isClient);
    }
  };

  for (const entry of entries) visit(path.join(ROOT, entry), false);
  return { namespaces, unknown };
}

/**
 * What a page or layout file hands to the browser: the literal array of its <ClientMessages
 * namespaces={[…]}> (which replaces the catalogue above it) or <AddClientMessages namespaces={[…]}>
 * (which adds to it).
 */
export function declaredNamespaces(file: string): { adds: boolean; namespaces: string[] } | null {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const m = /<(Add)?ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(source);
  if (!m) return null;
  return { adds: !!m[1], namespaces: [...m[2].matchAll(/["']([^"']+)["']/g)].map((x) => x[1]) };
}

/**
 * The namespaces the client components of a page or layout under app/[locale] get: the shell's (the
 * root layout's), then what each layout on the way down hands over, then the file's own.
 */
export function receivedNamespaces(file: string, shell: readonly string[]): string[] {
  const top = "app/[locale]";
  const chain = [file];
  for (let dir = path.dirname(file); dir.startsWith(`${top}/`); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (layout !== file && existsSync(path.join(ROOT, layout))) chain.unshift(layout);
  }
  let received = new Set(shell);
  for (const f of chain) {
    const declared = declaredNamespaces(f);
    if (declared) received = new Set(declared.adds ? [...received, ...declared.namespaces] : declared.namespaces);
  }
  return [...received].sort();
}
