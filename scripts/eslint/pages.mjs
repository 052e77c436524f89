// Lint rule for who may see a page. `group-guard`, with options `{ "(group)": "guardFunction" }`: a page
// in the route group calls its guard itself (a group's layout is not rendered again when one of its pages
// leads to another, so the layout cannot be the check), and no page outside the group calls it (lib/routes.ts
// lists the group's pages for the proxy's redirects and the journeys, so a guarded page elsewhere would be
// missing from them).
import path from "node:path";
import { root } from "./shared.mjs";

const pages = {
  rules: {
    "group-guard": {
      meta: {
        type: "problem",
        schema: [{ type: "object", additionalProperties: { type: "string" } }],
        messages: {
          missing:
            "A page of the {{group}} route group calls `{{guard}}()` itself before it renders anything: add the call " +
            "(the group's layout is not rendered again between its pages, so it cannot be the check).",
          outside:
            "Only pages of the {{group}} route group call `{{guard}}()`: move this page into {{group}} (and list it with that group's " +
            "pages in lib/routes.ts), or leave the call out.",
        },
      },
      create(context) {
        const segments = path.relative(root, context.filename).split(path.sep);
        const calls = new Set();
        return {
          CallExpression(node) {
            const callee = node.callee.type === "MemberExpression" ? node.callee.property : node.callee;
            if (callee.type === "Identifier") calls.add(callee.name);
          },
          "Program:exit"(program) {
            // Shown at the page component's name, else on the whole file.
            const exported = program.body.find((n) => n.type === "ExportDefaultDeclaration");
            const node = exported?.declaration.id ?? exported ?? program;
            for (const [group, guard] of Object.entries(context.options[0] ?? {})) {
              const isInGroup = segments.includes(group);
              if (isInGroup && !calls.has(guard)) context.report({ node, messageId: "missing", data: { group, guard } });
              if (!isInGroup && calls.has(guard)) context.report({ node, messageId: "outside", data: { group, guard } });
            }
          },
        };
      },
    },
  },
};

export default pages;
