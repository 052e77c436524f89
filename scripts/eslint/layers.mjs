// Lint rules that hold the layers apart (docs/architecture.md, "The layers"):
// - `server-only-module`: a file in a server layer, or any file that imports the database (option
//   `{ importersOf: ["@/lib/db"] }`), starts with `import "server-only"`, so the build fails if anything
//   in the browser bundle pulls it in;
// - `no-server-module-in-client`: a "use client" file, or any file of a browser layer (option
//   `{ browser: true }`), does not import (other than types) a module that imports "server-only" —
//   caught here, with the file named, rather than by a failed build;
// - `no-service-import`: browser code and components import nothing of a service (`service.ts`,
//   `<name>-service.ts`), the database (`lib/db.ts`) or Prisma, not even its types: what they show
//   arrives as an answer, whose types are the zod schemas' in lib/<domain>/responses.ts and schemas.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveImport as resolve, root } from "./shared.mjs";

const SERVER_ONLY = /^\s*import\s+["']server-only["'];?\s*$/m;

/** Whether an import names a service, the database or Prisma's client. */
function isServiceModule(from, spec) {
  if (spec === "@prisma/client" || spec.startsWith("@prisma/client/")) return true;
  const target = resolve(from, spec);
  if (!target) return false;
  const inRepo = path.relative(root, target).split(path.sep).join("/");
  if (inRepo === "lib/db.ts" || inRepo.startsWith("lib/generated/prisma/")) return true;
  return /^(?:.+-)?service$/.test(path.basename(target).replace(/\.tsx?$/, ""));
}

const isServerOnlyImport = (node) => node.type === "ImportDeclaration" && node.source.value === "server-only";

const layers = {
  rules: {
    "server-only-module": {
      meta: {
        type: "problem",
        // `importersOf`: the rule applies only to files that import (other than types) one of these modules.
        schema: [
          { type: "object", properties: { importersOf: { type: "array", items: { type: "string" } } }, additionalProperties: false },
        ],
        messages: { missing: 'A server module starts with `import "server-only";` (docs/architecture.md, "The layers").' },
      },
      create(context) {
        const importersOf = context.options[0]?.importersOf;
        const file = context.filename;
        const targets = importersOf?.map((spec) => resolve(file, spec));
        const importsOne = (node) =>
          node.type === "ImportDeclaration" && node.importKind !== "type" && targets.includes(resolve(file, String(node.source.value)));
        return {
          Program(program) {
            if (importersOf && !program.body.some(importsOne)) return;
            if (!program.body.some(isServerOnlyImport)) context.report({ node: program, messageId: "missing" });
          },
        };
      },
    },
    "no-server-module-in-client": {
      meta: {
        type: "problem",
        schema: [{ type: "object", properties: { browser: { type: "boolean" } }, additionalProperties: false }],
        messages: { server: '"{{spec}}" is server-only; a browser module may import only its types (`import type`).' },
      },
      create(context) {
        const file = context.filename;
        let isClient = false;
        return {
          Program(program) {
            isClient =
              context.options[0]?.browser === true ||
              program.body.some((n) => n.type === "ExpressionStatement" && n.directive === "use client");
          },
          ImportDeclaration(node) {
            if (
              !isClient ||
              node.importKind === "type" ||
              (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))
            )
              return;
            const spec = String(node.source.value);
            if (spec === "server-only") return context.report({ node, messageId: "server", data: { spec } });
            const target = resolve(file, spec);
            if (target && SERVER_ONLY.test(readFileSync(target, "utf8"))) context.report({ node, messageId: "server", data: { spec } });
          },
        };
      },
    },
    "no-service-import": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          service:
            '"{{spec}}" is the server\'s (a service, the database or Prisma): take the type from lib/<domain>/responses.ts or schemas.ts (docs/architecture.md, "The layers").',
        },
      },
      create(context) {
        const file = context.filename;
        const check = (node, source) => {
          const spec = source && String(source.value);
          if (spec && isServiceModule(file, spec)) context.report({ node, messageId: "service", data: { spec } });
        };
        return {
          // Types included: a type that only a service declares is a shape no answer promises.
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source),
          TSImportType: (node) => {
            const source = node.source ?? node.argument;
            check(node, source?.type === "TSLiteralType" ? source.literal : source);
          },
        };
      },
    },
  },
};

export default layers;
