import path from "node:path";
import { type Rule, RuleTester } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import layers from "../../scripts/eslint/layers.mjs";

// The project's own lint rules (scripts/eslint/layers.mjs): what each lets through and what it refuses.
const root = path.resolve(__dirname, "../..");
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: "module" } });
const inLib = (file: string) => path.join(root, "lib", file);
const serverOnlyModule = layers.rules["server-only-module"] as unknown as Rule.RuleModule;

// RuleTester makes a describe block and a test per case of its own.
describe("layers/server-only-module", () => {
  describe("with importersOf: a module that reaches the database starts with server-only; one that does not, or imports only its types, need not", () => {
    tester.run("server-only-module", serverOnlyModule, {
      valid: [
        {
          filename: inLib("x/a.ts"),
          options: [{ importersOf: ["@/lib/db"] }],
          code: 'import "server-only";\nimport { getDb } from "@/lib/db";\nexport const n = () => getDb();',
        },
        {
          filename: inLib("x/a.ts"),
          options: [{ importersOf: ["@/lib/db"] }],
          code: 'import type { getDb } from "@/lib/db";\nexport type T = typeof getDb;',
        },
        { filename: inLib("x/a.ts"), options: [{ importersOf: ["@/lib/db"] }], code: "export const x = 1;" },
      ],
      invalid: [
        {
          filename: inLib("x/a.ts"),
          options: [{ importersOf: ["@/lib/db"] }],
          code: 'import { getDb } from "@/lib/db";\nexport const n = () => getDb();',
          errors: [{ messageId: "missing" }],
        },
        {
          filename: inLib("x/a.ts"),
          options: [{ importersOf: ["@/lib/db"] }],
          code: 'import { getDb } from "../db";\nexport const n = () => getDb();',
          errors: [{ messageId: "missing" }],
        },
      ],
    });
  });

  describe("without options: every module of a server layer starts with server-only", () => {
    tester.run("server-only-module", serverOnlyModule, {
      valid: [{ filename: inLib("x/service.ts"), code: 'import "server-only";\nexport const x = 1;' }],
      invalid: [{ filename: inLib("x/service.ts"), code: "export const x = 1;", errors: [{ messageId: "missing" }] }],
    });
  });
});
