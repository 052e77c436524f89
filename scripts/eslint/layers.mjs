// Lint rules that hold the layers apart (docs/architecture.md, "The layers"):
// - `server-only-module`: a file in a server layer, or any file that imports the database (option
//   `{ importersOf: ["@/lib/db"] }`), starts with `import "server-only"`, so the build fails if anything
//   in the browser bundle pulls it in;
// - `no-server-module-in-client`: a "use client" file, or any file of a browser layer (option
//   `{ browser: true }`), does not import (other than types) a module that imports "server-only" —
//   caught here, with the file named, rather than by a failed build.
import { readFileSync } from "node:fs";
import { resolveImport as resolve } from "./shared.mjs";

const SERVER_ONLY = /^\s*import\s+["']server-only["'];?\s*$/m;

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
  },
};

export default layers;
