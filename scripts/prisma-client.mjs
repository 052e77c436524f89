// Whether the generated Prisma client (lib/generated/prisma) must be written again: it is missing, or
// older than the schema or the installed Prisma. Used by scripts/with-db.mjs and scripts/test.mjs.
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export function prismaClientIsStale(root) {
  const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  const client = mtime(path.join(root, "lib/generated/prisma/client.ts"));
  return (
    client === 0 ||
    ["prisma/schema.prisma", "node_modules/prisma/package.json", "node_modules/@prisma/client/package.json"].some(
      (f) => mtime(path.join(root, f)) > client,
    )
  );
}
