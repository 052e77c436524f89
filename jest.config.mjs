import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  testEnvironment: "node",
  // The app keeps its singletons on globalThis (the database client, the live hub); Jest's soft
  // clean-up of globals between test files wraps them in setters, one more per file, until a long
  // --runInBand run overflows the stack.
  testEnvironmentOptions: { globalsCleanup: "off" },
  // Next.js's build output (.next, or .next-b beside it) is not the app's source: npm test builds it in
  // another job while Jest maps the files, and a file the build has just removed failed Jest's start.
  modulePathIgnorePatterns: ["<rootDir>/\\.next"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/helpers/empty.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

// next/jest fills in SWC transforms; next-intl and its helpers, and p-limit, ship ESM only, so they are transformed too.
const esmOnly = ["/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar|p-limit|yocto-queue)/)"];

const unit = await createJestConfig({
  ...common,
  displayName: "unit",
  testMatch: ["<rootDir>/lib/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.ts"],
})();
const integration = await createJestConfig({
  ...common,
  displayName: "integration",
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
  // Real PostgreSQL and password hashing, beside npm test's other jobs on two cores: a test that takes
  // half a second alone can take several when the machine is busy.
  testTimeout: 30_000,
  setupFiles: ["<rootDir>/tests/helpers/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/quiet.ts"],
})();

const config = {
  projects: [
    { ...unit, transformIgnorePatterns: esmOnly },
    { ...integration, transformIgnorePatterns: esmOnly },
  ],
};

export default config;
