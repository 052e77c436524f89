import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import config from "../../eslint.config.mjs";

// The browser's typed calls and the components, as eslint.config.mjs lints them: no service, database or
// Prisma import (layers/no-service-import, scripts/eslint/layers.mjs), and in lib/<domain>/client.ts no
// object type of its own for an answer (no-restricted-syntax): answers are typed by their zod schemas
// (lib/api-client/call.ts). Each seeded text is linted as the file it names, with the project's config.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: true, overrideConfig: config });
const RULES = ["layers/no-service-import", "no-restricted-syntax"];

/** The messages of the rules above for a text linted as `filePath`. */
async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => RULES.includes(m.ruleId ?? "")).map((m) => m.ruleId);
}

const CLIENT = "lib/cart/client.ts";

describe("lib/<domain>/client.ts", () => {
  it.each([
    ["an exported object type for an answer", "export type TCart = { lines: { id: string }[] };"],
    [
      "an exported object type inside another",
      'import type { TCartItemDto } from "./responses";\nexport type TLine = TCartItemDto & { pending: boolean };',
    ],
    ["an exported interface", "export interface TCart { lines: string[] }"],
    [
      "an answer's object type given to a call",
      'import { apiFetch } from "@/lib/api-client/fetch";\nexport const list = () => apiFetch<{ cart?: unknown }>("/cart");',
    ],
  ])("refuses %s", async (_label, code) => {
    expect(await problems(code, CLIENT)).toEqual(["no-restricted-syntax"]);
  });

  it("refuses a service's types", async () => {
    expect(await problems('import type { TCartItemDto } from "./service";\nexport type { TCartItemDto };', CLIENT)).toEqual([
      "layers/no-service-import",
    ]);
  });

  it("lets through the schemas' types, what a screen hands a call (…Input), and typed calls", async () => {
    const code = [
      'import { apiCall, type TAnswerOf } from "@/lib/api-client/call";',
      'import type { ZCartAnswer } from "./responses";',
      "export type TCart = TAnswerOf<typeof ZCartAnswer>;",
      "export type TLineInput = { petId: string; quantity: number };",
      'export const list = () => apiCall<typeof ZCartAnswer>("/cart");',
    ].join("\n");
    expect(await problems(code, CLIENT)).toEqual([]);
  });
});

describe("components", () => {
  it("refuse a service, even for a type, and take it from responses.ts", async () => {
    const file = "components/sellers/seller-profile.tsx";
    expect(await problems('import type { TSellerPage } from "@/lib/sellers/service";\nexport type T = TSellerPage;', file)).toEqual([
      "layers/no-service-import",
    ]);
    expect(await problems('import type { TSellerPage } from "@/lib/sellers/responses";\nexport type T = TSellerPage;', file)).toEqual([]);
  });

  it("pages and route handlers still read through services", async () => {
    expect(
      await problems('import { listCart } from "@/lib/cart/service";\nexport const l = listCart;', "app/server/cart/route.ts"),
    ).toEqual([]);
  });
});

/** The tree's typed calls (named one by one: ESLint's own search of a glob needs ESM loading, which Jest lacks). */
const treeClients = () =>
  readdirSync("lib", { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() && d.name !== "generated" && readdirSync(path.join("lib", d.name)).includes("client.ts")
      ? [path.join("lib", d.name, "client.ts")]
      : [],
  );

// The components are held to layers/no-service-import by the lint run itself (`npx eslint .`).
it("the tree's clients keep to both rules", async () => {
  const files = treeClients();
  expect(files).toEqual(expect.arrayContaining(["lib/cart/client.ts", "lib/wishlist/client.ts", "lib/payments/client.ts"]));
  const results = await eslint.lintFiles(files);
  const found = results.flatMap((r) =>
    r.messages
      .filter((m) => RULES.includes(m.ruleId ?? ""))
      .map((m) => `${path.relative(process.cwd(), r.filePath)}:${m.line} ${m.message}`),
  );
  expect(found).toEqual([]);
}, 30_000);
