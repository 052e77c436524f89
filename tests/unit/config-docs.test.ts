import { readFileSync } from "node:fs";
import path from "node:path";

// Every setting the app reads is documented where an operator looks: docs/configuration.md's table and
// .env.example. And the build that vercel.json runs is the one docs/deploying.md describes.
// A test, not a lint rule: it holds lib/env.ts, docs/configuration.md, .env.example and vercel.json to each other.
const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const envSource = read("lib/env.ts");
const schema = envSource.slice(envSource.indexOf("z.object({"), envSource.indexOf("});", envSource.indexOf("z.object({")));
// Set by the platform or the runtime, not by an operator.
const platform = new Set(["NODE_ENV", "VERCEL", "VERCEL_ENV"]);
const appVariables = [...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]).filter((v) => !platform.has(v));
// Read outside lib/env.ts: by prisma.config.ts (migrations) and scripts/with-db.mjs (tests), and the
// build settings written into the browser's bundle (components/vitals/vitals-reporter.tsx).
const variables = [
  ...appVariables,
  "DIRECT_URL",
  "TEST_DATABASE_URL",
  "NEXT_PUBLIC_VITALS_SAMPLE_RATE",
  "NEXT_PUBLIC_VERCEL_SPEED_INSIGHTS",
];

const configTable = read("docs/configuration.md");
const envExample = read(".env.example");
const deploying = read("docs/deploying.md");

it("finds the variables of lib/env.ts", () => {
  expect(appVariables).toEqual(expect.arrayContaining(["DATABASE_URL", "NEXTAUTH_SECRET", "S3_BUCKET", "S3_PUBLIC_URL"]));
});

it.each(variables)("documents %s in docs/configuration.md's table and in .env.example", (name) => {
  expect(configTable).toMatch(new RegExp(`\\| [^\\n]*\`${name}\``));
  expect(envExample).toMatch(new RegExp(`^#? ?${name}=`, "m"));
});

it("builds on Vercel as docs/deploying.md says: through the script that migrates only the deployment's own database, in the region it names", () => {
  const vercel = JSON.parse(read("vercel.json")) as { buildCommand: string; regions: string[] };
  expect(vercel.buildCommand).toBe("node scripts/vercel-build.mjs");
  expect(deploying).toContain(`\`${vercel.buildCommand}\``);
  for (const region of vercel.regions) expect(deploying).toContain(`\`${region}\``);
});
