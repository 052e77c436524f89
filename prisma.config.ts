import "dotenv/config";
import { defineConfig } from "prisma/config";

// Prisma's CLI downloads its native schema engine before every command, which fails offline.
// prisma/engine/schema-engine.mjs speaks the same protocol on top of the wasm engine; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at it also skips the download. A machine with internet may unset it.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "prisma/engine/schema-engine.mjs";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx --require ./scripts/server-context.cjs prisma/seed.ts" },
  // Migrations take a session-level lock, which a transaction pooler (Neon's -pooler host, Supabase's
  // port 6543, PgBouncer) does not keep: with DIRECT_URL set, the CLI uses that direct connection and the
  // app keeps the pooled DATABASE_URL.
  datasource: { url: process.env.DIRECT_URL || process.env.DATABASE_URL || "", shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL },
});
