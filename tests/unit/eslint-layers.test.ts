import layers from "../../scripts/eslint/layers.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// The layers' lint rules (scripts/eslint/layers.mjs): what each lets through and what it refuses.
const inLib = (file: string) => inRepo(`lib/${file}`);
const client = inRepo("components/x/a.tsx");

testRule(
  layers,
  "layers/server-only-module",
  "with importersOf: a module that reaches the database starts with server-only; one that does not, or imports only its types, need not",
  {
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
  },
);

testRule(layers, "layers/server-only-module", "without options: every module of a server layer starts with server-only", {
  valid: [{ filename: inLib("x/service.ts"), code: 'import "server-only";\nexport const x = 1;' }],
  invalid: [{ filename: inLib("x/service.ts"), code: "export const x = 1;", errors: [{ messageId: "missing" }] }],
});

testRule(
  layers,
  "layers/no-server-module-in-client",
  'a "use client" module, or one of a browser layer, imports only the types of a server-only module',
  {
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
  },
);
