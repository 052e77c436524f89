// Which messages the app shows in a success toast: read from the components, where each one is written
// out as toast({ description: t("key"), variant: "success" }). The key is followed to its namespace
// through the nearest `const t = useTranslations("Namespace")` above the call; a template key
// (t(`done.${action}`)) stands for every key it can become; a ternary (t(x ? "a" : "b")) for both; and a
// description handed over in a variable (success, c.done, doneText) is followed to where that name is
// given a text (success: t("updated"), doneText={t("done.restore")}). tests/unit/glossary.test.ts uses
// it to hold those texts to the active voice in Telugu.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** The text from the bracket at `start` to its matching closing bracket. */
function balanced(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if ("({".includes(source[i])) depth++;
    else if (")}".includes(source[i]) && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** The namespace that `name` reads at `position`: its nearest useTranslations binding above. */
function namespaceAt(source: string, position: number, name: string): string | null {
  let found: string | null = null;
  for (const m of source.slice(0, position).matchAll(/const (\w+) = useTranslations\("([\w.]+)"\)/g)) if (m[1] === name) found = m[2];
  return found;
}

/** The catalogue keys that the translation calls in `expression` (found at `position` of `source`) name. */
function keysIn(source: string, position: number, expression: string, keys: string[], firstOnly = false): string[] {
  const found: string[] = [];
  for (const m of expression.matchAll(/\b(\w+)\(\s*(?:[`"]([\w.${}]+)[`"]|([^()]*\?[^()]*))/g)) {
    const namespace = namespaceAt(source, position, m[1]);
    if (!namespace) continue;
    const literals = m[2] ? [m[2]] : [...m[3].matchAll(/[?:]\s*"([\w.]+)"/g)].map((l) => l[1]);
    for (const literal of literals) {
      const pattern = new RegExp(`^${`${namespace}.${literal}`.replace(/\./g, "\\.").replace(/\$\{[^}]*\}/g, "\\w+")}$`);
      found.push(...keys.filter((key) => pattern.test(key)));
    }
    if (firstOnly && found.length > 0) break;
  }
  return found;
}

/** The keys of `keys` (the flattened catalogue) that components/ shows in a success toast. */
export function successToastKeys(keys: string[]): string[] {
  const dir = path.join(ROOT, "components");
  const sources = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(path.join(dir, f), "utf8"));
  const found = new Set<string>();
  for (const source of sources) {
    for (const call of source.matchAll(/\btoast\(\{/g)) {
      const body = balanced(source, call.index + call[0].length - 1);
      if (!/variant: (?:"success"|[^,}]*\? "default" : "success")/.test(body)) continue;
      const description = /description: ([\s\S]*?)(?:, (?:variant|key|durationMs)\b|\s*\}$)/.exec(body)?.[1] ?? "";
      let named = keysIn(source, call.index, description, keys);
      const variable = /^(?:\w+\.)?(\w+)$/.exec(description.trim());
      if (named.length === 0 && variable) {
        for (const other of sources)
          for (const given of other.matchAll(new RegExp(`\\b${variable[1]}(?::|=\\{)\\s*`, "g")))
            named = named.concat(keysIn(other, given.index, other.slice(given.index).split("\n")[0], keys, true));
      }
      named.forEach((key) => found.add(key));
    }
  }
  return [...found].sort();
}
