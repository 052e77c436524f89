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

testRule(
  layers,
  "layers/no-service-import",
  "browser code and components import nothing of a service, the database or Prisma, types included; answers' schemas are fine",
  {
    valid: [
      {
        filename: inLib("cart/client.ts"),
        code: 'import type { TCartItemDto, ZCartAnswer } from "./responses";\nexport type { TCartItemDto, ZCartAnswer };',
      },
      { filename: inLib("cart/client.ts"), code: 'import type { ZCartAdd } from "./schemas";\nexport type { ZCartAdd };' },
      { filename: client, code: 'import type { TSellerPage } from "@/lib/sellers/responses";\nexport type { TSellerPage };' },
      { filename: client, code: 'import "server-only";\nimport { formatPrice } from "@/lib/format";\nexport const f = formatPrice;' },
      { filename: client, code: 'import { useQuery } from "@tanstack/react-query";\nexport const q = useQuery;' },
    ],
    invalid: [
      {
        filename: inLib("cart/client.ts"),
        code: 'import type { TCartItemDto } from "./service";\nexport type T = TCartItemDto;',
        errors: [{ messageId: "service", data: { spec: "./service" } }],
      },
      {
        filename: client,
        code: 'import type { TOrderDto } from "@/lib/orders/service";\nexport type T = TOrderDto;',
        errors: [{ messageId: "service" }],
      },
      {
        filename: client,
        code: 'import { getRegistration } from "@/lib/sellers/registration-service";\nexport const g = getRegistration;',
        errors: [{ messageId: "service" }],
      },
      {
        filename: client,
        code: 'import type { getDb } from "@/lib/db";\nexport type T = typeof getDb;',
        errors: [{ messageId: "service" }],
      },
      {
        filename: client,
        code: 'import type { Prisma } from "@/lib/generated/prisma/client";\nexport type T = Prisma.PetWhereInput;',
        errors: [{ messageId: "service" }],
      },
      { filename: client, code: 'import type { Pet } from "@prisma/client";\nexport type T = Pet;', errors: [{ messageId: "service" }] },
      {
        filename: inLib("payments/client.ts"),
        code: 'export type { TTransactionDto } from "./service";',
        errors: [{ messageId: "service" }],
      },
      { filename: client, code: 'export const load = () => import("@/lib/cart/service");', errors: [{ messageId: "service" }] },
      { filename: client, code: 'export type T = import("@/lib/wishlist/service").TWishlistItemDto;', errors: [{ messageId: "service" }] },
    ],
  },
);
