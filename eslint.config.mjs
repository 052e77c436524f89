import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".data/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "prisma/engine/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [{ name: "@/lib/db", message: "Pages and components never import Prisma; go through a service." }] }],
    },
  },
  {
    // Services, route handlers and scripts are where data access lives.
    files: ["lib/**", "app/server/**", "prisma/**", "scripts/**", "tests/**", "e2e/**", "bench/**"],
    rules: { "no-restricted-imports": "off" },
  },
]);
