import path from "node:path";
import { type Rule, RuleTester } from "eslint";
import * as tsParser from "@typescript-eslint/parser";

// What the tests of the project's lint rules (scripts/eslint/*.mjs) share: a RuleTester that reads
// TypeScript and JSX as eslint.config.mjs does, and file names inside the repository, which the rules
// that read the repository's files (error codes, catalogues, imports) or look at paths need.
const ruleTester = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

const root = path.resolve(__dirname, "../..");
/** A file's absolute name from its path in the repository. */
export const inRepo = (file: string) => path.join(root, file);

/**
 * Runs a rule's cases under `plugin/rule`, then a sentence of what they hold; RuleTester makes a describe
 * block and a test per case of its own.
 */
export function testRule(plugin: { rules: Record<string, unknown> }, name: string, holds: string, cases: Parameters<RuleTester["run"]>[2]) {
  const rule = name.slice(name.indexOf("/") + 1);
  describe(name, () => describe(holds, () => ruleTester.run(rule, plugin.rules[rule] as Rule.RuleModule, cases)));
}
