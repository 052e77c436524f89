// What the project's lint rules (scripts/eslint/*.mjs) share: where the repository is, how an import
// resolves to a file, what a file of the repository declares (read again only when it changes, so an
// editor's long-running ESLint sees an edit), and how to read the AST's small pieces.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@typescript-eslint/parser";

export const root = path.resolve(import.meta.dirname, "../..");

/** The .ts/.tsx file an import names (`@/…` or relative), or null for a package or a file not found. */
export function resolveImport(from, spec) {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** derive → file → { mtime, value } */
const derived = new Map();

/** `derive(text)` of a repository file (a path from the root), kept until the file changes. */
export function fromFile(file, derive) {
  const full = path.join(root, file);
  const mtime = statSync(full).mtimeMs;
  if (!derived.has(derive)) derived.set(derive, new Map());
  const kept = derived.get(derive).get(full);
  if (kept?.mtime === mtime) return kept.value;
  const value = derive(readFileSync(full, "utf8"));
  derived.get(derive).set(full, { mtime, value });
  return value;
}

/** The expression inside TypeScript's `as`, `satisfies` and `<T>` casts. */
export const unwrap = (node) =>
  node && (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression" || node.type === "TSTypeAssertion")
    ? unwrap(node.expression)
    : node;

/**
 * The names a module's top-level `const name = …` holds: an object literal's keys or an array literal's
 * strings (`as const` and `satisfies` looked through).
 */
export function declaredNames(source, name) {
  const program = parse(source, { sourceType: "module", jsx: false });
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    const found = declaration.declarations.find((d) => d.id.type === "Identifier" && d.id.name === name);
    const init = unwrap(found?.init);
    if (init?.type === "ObjectExpression")
      return init.properties.flatMap((p) =>
        p.type !== "Property" ? [] : p.key.type === "Identifier" ? [p.key.name] : [String(p.key.value)],
      );
    if (init?.type === "ArrayExpression") return init.elements.flatMap((e) => (e?.type === "Literal" ? [String(e.value)] : []));
  }
  throw new Error(`scripts/eslint: no object or array literal called ${name}`);
}

/** The string a node always is (a literal, or a template without expressions), else undefined. */
export function staticString(node) {
  const n = unwrap(node);
  if (n?.type === "Literal" && typeof n.value === "string") return n.value;
  if (n?.type === "TemplateLiteral" && n.expressions.length === 0) return n.quasis[0].value.cooked;
  return undefined;
}

/** A JSX element's attribute of that name, if it has one. */
export const jsxAttribute = (opening, name) =>
  opening.attributes.find((a) => a.type === "JSXAttribute" && a.name.type === "JSXIdentifier" && a.name.name === name);

/** The string an attribute is set to (`x="a"` or `x={"a"}`), else undefined. */
export function jsxAttributeString(attribute) {
  const value = attribute?.value;
  if (value?.type === "Literal") return typeof value.value === "string" ? value.value : undefined;
  if (value?.type === "JSXExpressionContainer") return staticString(value.expression);
  return undefined;
}
