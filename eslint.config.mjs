import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import errors from "./scripts/eslint/errors.mjs";
import forms from "./scripts/eslint/forms.mjs";
import guards from "./scripts/eslint/guards.mjs";
import i18n from "./scripts/eslint/i18n.mjs";
import layers from "./scripts/eslint/layers.mjs";
import pages from "./scripts/eslint/pages.mjs";

// next-intl's client runtime never reaches the browser: client code reads its texts through
// `#i18n/texts` (lib/i18n/texts.tsx, over the catalogue compiled at build time), which is next-intl's
// own hook on the server. Server code keeps next-intl/server and createTranslator.
const NEXT_INTL_CLIENT = {
  name: "next-intl",
  importNames: ["useTranslations", "useLocale", "useFormatter", "useMessages", "useNow", "NextIntlClientProvider"],
  message: "Import useTranslations and useLocale from #i18n/texts, and hand texts over with <ClientMessages> (lib/i18n).",
  allowTypeImports: true,
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "bench/floor/.next/**",
    "bench/floor/next-env.d.ts",
    ".data/**",
    "lib/generated/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "prisma/engine/**",
  ]),
  {
    // The project's own rules (scripts/eslint/), each switched on below for the files it is about.
    plugins: { errors, forms, guards, i18n, layers, pages },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db", message: "Pages, components and route handlers never import Prisma; go through a service in lib/." },
            NEXT_INTL_CLIENT,
          ],
        },
      ],
    },
  },
  {
    // Every string a person reads comes from messages/*.json: no text between JSX tags and no
    // literal alt / aria-label / placeholder / title. Punctuation and symbols that read the same in
    // every language are allowed.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: false,
          allowedStrings: [
            "·",
            "—",
            "–",
            "/",
            "•",
            "×",
            "₹",
            "…",
            "(",
            ")",
            ":",
            "%",
            "|",
            "*",
            "+",
            "-",
            "−",
            "404",
            "&nbsp;",
            "&middot;",
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(alt|aria-label|aria-description|placeholder|title|label)$/] > Literal[value=/[A-Za-z]/]",
          message: "User-visible attribute text comes from messages/*.json.",
        },
      ],
    },
  },
  {
    // lib/ is the app's domains and services: it may reach the database, never the React components
    // that sit above it (a hook that needs a provider lives in components/ beside it).
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NEXT_INTL_CLIENT],
          patterns: [
            {
              group: ["@/components/*", "../components/*", "../../components/*", "../../../components/*"],
              message: "lib/ never imports components/: move the code that needs the component into components/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers are server-only modules; browser code never imports one.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: { "layers/no-server-module-in-client": "error" },
  },
  {
    // Modules that run only in the browser: the fetch client, error texts, each domain's typed calls, the
    // query cache, the language memory of the device and the reporter of real visits' speed.
    files: [
      "lib/api-client/**/*.{ts,tsx}",
      "lib/*/client.ts",
      "lib/query/query-client.ts",
      "lib/i18n/locale-memory.ts",
      "lib/vitals/reporter.ts",
    ],
    ignores: ["**/*.test.ts"],
    rules: { "layers/no-server-module-in-client": ["error", { browser: true }] },
  },
  {
    // The browser's typed calls and the components take what they show from answers: nothing of a
    // service, the database or Prisma, types included (their types are the zod schemas' in
    // lib/<domain>/responses.ts and schemas.ts).
    files: ["lib/**/client.ts", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "layers/no-service-import": "error" },
  },
  {
    // A typed call's answer is its schema's type (lib/api-client/call.ts): a client declares no object
    // type of its own for an answer, neither exported nor as a call's type argument. What a screen
    // hands a call (`…Input`) may be its own shape.
    files: ["lib/**/client.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration > TSTypeAliasDeclaration[id.name!=/Input$/]:has(TSTypeLiteral)",
          message:
            "An answer's type is its schema's: TAnswerOf<typeof Z…Answer> or a T…Dto from responses.ts (only …Input types are written here).",
        },
        {
          selector: "ExportNamedDeclaration > TSInterfaceDeclaration[id.name!=/Input$/]",
          message:
            "An answer's type is its schema's: TAnswerOf<typeof Z…Answer> or a T…Dto from responses.ts (only …Input types are written here).",
        },
        {
          selector: "CallExpression > TSTypeParameterInstantiation:has(TSTypeLiteral)",
          message: "Name the answer's schema instead: apiCall<typeof Z…Answer>(…), from lib/<domain>/responses.ts.",
        },
      ],
    },
  },
  {
    // Whatever reaches the database is server-only too, wherever it lives in lib/.
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "layers/server-only-module": ["error", { importersOf: ["@/lib/db"] }] },
  },
  {
    files: ["lib/http/**/*.ts", "lib/api/**/*.ts", "lib/*/service.ts", "lib/db.ts"],
    // The error codes' table is plain data that the checks of the production build read too.
    ignores: ["**/*.test.ts", "lib/http/error-codes.ts"],
    // Every file here, whatever it imports (the empty options replace the block above's).
    rules: { "layers/server-only-module": ["error", {}] },
  },
  {
    // A form sent before its script has loaded is sent by the browser itself: each states its method.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: { "forms/form-method": "error" },
  },
  {
    // What a page hands to the browser of the catalogue is written out, so the client-messages test can read it.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: { "i18n/client-namespaces": "error" },
  },
  {
    // A signed-in page checks the session itself, a console page the moderator role; no other page does.
    files: ["app/**/page.tsx"],
    rules: { "pages/group-guard": ["error", { "(account)": "requireUser", "(admin)": "requireModerator" }] },
  },
  {
    // Failures are raised and answered as codes of lib/http/error-codes.ts, whose texts are in the catalogues.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "errors/known-code": "error" },
  },
  {
    // A module that raises AppError throws no plain Error: the route wrapper answers one as a bare 500.
    files: ["app/server/**/*.ts", "lib/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "errors/no-plain-error": "error" },
  },
  {
    // Nor does any service or route handler, whatever it imports.
    files: ["lib/**/service.ts", "lib/**/route.ts", "app/server/**/route.ts"],
    rules: { "errors/no-plain-error": ["error", { always: true }] },
  },
  {
    // Roles change only through `npm run admin`, whose one write of a role is in lib/moderation/roles.ts.
    files: ["app/**/*.{ts,tsx,js,mjs,cjs}", "components/**/*.{ts,tsx,js,mjs,cjs}", "lib/**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/moderation/roles.ts"],
    rules: { "guards/no-role-write": "error" },
  },
  {
    // The audit log and the sellers' ledger are append-only, for the code as for the database: no file is
    // let off, tests in lib/ and the scripts included.
    files: [
      "app/**/*.{ts,tsx,js,mjs,cjs}",
      "components/**/*.{ts,tsx,js,mjs,cjs}",
      "lib/**/*.{ts,tsx,js,mjs,cjs}",
      "scripts/**/*.{ts,js,mjs,cjs}",
    ],
    rules: { "guards/append-only": "error" },
  },
  {
    // The retention job alone marks a transaction as its own (the mark lets it delete old audit-log rows):
    // its table of rules names the mark, its run sets it. Scripts too, whatever they are written in.
    files: ["app/**/*.{ts,tsx,js,mjs,cjs}", "lib/**/*.{ts,tsx,js,mjs,cjs}", "scripts/**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["lib/retention/policy.ts", "lib/retention/run.ts"],
    rules: { "guards/retention-mark": ["error", { mark: "pawbazaar.retention" }] },
  },
  {
    // Seeds, scripts, tests and benchmarks set up and inspect data directly, so they may import @/lib/db.
    // Route handlers (app/server) may not: they go through lib/'s services.
    files: ["prisma/**", "scripts/**", "tests/**", "e2e/**", "bench/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The server's side of #i18n/texts.
    files: ["lib/i18n/texts.server.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // A server-only component (the support inbox's clocks) that formats relative times with next-intl's formatter.
    files: ["components/admin/support-clocks.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/lib/db", message: "Pages, components and route handlers never import Prisma; go through a service in lib/." }],
        },
      ],
    },
  },
]);
