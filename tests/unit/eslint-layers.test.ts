import layers from "../../scripts/eslint/layers.mjs";
import { inRepo, ruleOf, ruleTester } from "../helpers/rule-tester";

// The layers' lint rules (scripts/eslint/layers.mjs): what each lets through and what it refuses.
const inLib = (file: string) => inRepo(`lib/${file}`);
const serverOnlyModule = ruleOf(layers, "server-only-module");
const noServerModuleInClient = ruleOf(layers, "no-server-module-in-client");

// RuleTester makes a describe block and a test per case of its own.
describe("layers/server-only-module", () => {
  describe("with importersOf: a module that reaches the database starts with server-only; one that does not, or imports only its types, need not", () => {
    ruleTester.run("server-only-module", serverOnlyModule, {
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
    ruleTester.run("server-only-module", serverOnlyModule, {
      valid: [{ filename: inLib("x/service.ts"), code: 'import "server-only";\nexport const x = 1;' }],
      invalid: [{ filename: inLib("x/service.ts"), code: "export const x = 1;", errors: [{ messageId: "missing" }] }],
    });
  });
});

describe("layers/no-server-module-in-client", () => {
  describe('a "use client" module, or one of a browser layer, imports only the types of a server-only module', () => {
    const client = inRepo("components/x/a.tsx");
    ruleTester.run("no-server-module-in-client", noServerModuleInClient, {
      valid: [
        { filename: client, code: '"use client";\nimport type { getDb } from "@/lib/db";\nexport type T = typeof getDb;' },
        { filename: client, code: '"use client";\nimport { formatPrice } from "@/lib/format";\nexport const f = formatPrice;' },
        { filename: client, code: 'import { getDb } from "@/lib/db";\nexport const n = () => getDb();' },
      ],
      invalid: [
        {
          filename: client,
          code: '"use client";\nimport { getDb } from "@/lib/db";\nexport const n = () => getDb();',
          errors: [{ messageId: "server" }],
        },
        { filename: client, code: '"use client";\nimport "server-only";', errors: [{ messageId: "server" }] },
        {
          filename: inLib("x/client.ts"),
          options: [{ browser: true }],
          code: 'import { getDb } from "../db";\nexport const n = () => getDb();',
          errors: [{ messageId: "server" }],
        },
      ],
    });
  });
});
