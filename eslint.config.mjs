import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "bench/floor/.next/**", "bench/floor/next-env.d.ts", ".data/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "prisma/engine/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [{ name: "@/lib/db", message: "Pages and components never import Prisma; go through a service." }] }],
    },
  },
  {
    // Every string a person reads comes from messages/*.json (issue 6): no text between JSX tags and no
    // literal alt / aria-label / placeholder / title. Punctuation and symbols that read the same in
    // every language are allowed.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": ["error", { noStrings: false, allowedStrings: ["·", "—", "–", "/", "•", "×", "₹", "…", "(", ")", ":", "%", "|", "*", "+", "-", "−", "404", "&nbsp;", "&middot;"] }],
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
    // Services, route handlers and scripts are where data access lives.
    files: ["lib/**", "app/server/**", "prisma/**", "scripts/**", "tests/**", "e2e/**", "bench/**"],
    rules: { "no-restricted-imports": "off" },
  },
]);
