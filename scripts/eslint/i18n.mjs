// Lint rule for the texts a page hands to the browser. `client-namespaces`: the `namespaces` of
// <ClientMessages> and <AddClientMessages> (lib/i18n) is an array of strings written out, each a
// namespace of messages/en.json. Written out, because tests/unit/client-messages.test.ts reads them
// from the source to check that they cover what the page's client components read.
import { fromFile, jsxAttribute } from "./shared.mjs";

const PROVIDERS = new Set(["ClientMessages", "AddClientMessages"]);
const isString = (node) => node?.type === "Literal" && typeof node.value === "string";
const namespaces = () => new Set(fromFile("messages/en.json", (text) => Object.keys(JSON.parse(text))));

const i18n = {
  rules: {
    "client-namespaces": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          literal:
            'Write the namespaces out here, as an array of strings (`namespaces={["Cart", "Dialog"]}`): ' +
            "tests/unit/client-messages.test.ts reads them from the source to check the page hands over what its client components read.",
          unknown: '"{{namespace}}" is no namespace of messages/en.json: name one of its top-level keys.',
        },
      },
      create(context) {
        return {
          JSXOpeningElement(node) {
            if (node.name.type !== "JSXIdentifier" || !PROVIDERS.has(node.name.name)) return;
            const attribute = jsxAttribute(node, "namespaces");
            const list = attribute?.value?.type === "JSXExpressionContainer" ? attribute.value.expression : undefined;
            if (list?.type !== "ArrayExpression" || !list.elements.every(isString))
              return context.report({ node: attribute ?? node, messageId: "literal" });
            const known = namespaces();
            for (const element of list.elements) {
              if (!known.has(element.value)) context.report({ node: element, messageId: "unknown", data: { namespace: element.value } });
            }
          },
        };
      },
    },
  },
};

export default i18n;
