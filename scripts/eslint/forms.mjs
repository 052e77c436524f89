// Lint rule for how a form is built. A <form> submitted before its script has loaded (a slow phone) is
// sent by the browser itself: without a method that is a GET, with every field, a password too, in the
// address, the history and the server's logs. So `form-method`: every <form> states method="post", or
// method="get" when it is a search and says so with role="search".
import { jsxAttribute, jsxAttributeString } from "./shared.mjs";

const forms = {
  rules: {
    "form-method": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          method:
            'Give this <form> method="post" (or method="get" with role="search" if it is a search): without a method, a form sent ' +
            "before its script loads is a GET, with every field, a password too, in the address.",
          getNotSearch:
            'Only a search form is sent with method="get", and it says so with role="search": add role="search" if this is one, ' +
            'else use method="post" so that its fields stay out of the address, the history and the logs.',
        },
      },
      create(context) {
        return {
          JSXOpeningElement(node) {
            if (node.name.type !== "JSXIdentifier" || node.name.name !== "form") return;
            const method = jsxAttributeString(jsxAttribute(node, "method"));
            if (method !== "get" && method !== "post") return context.report({ node, messageId: "method" });
            if (method === "get" && jsxAttributeString(jsxAttribute(node, "role")) !== "search")
              context.report({ node, messageId: "getNotSearch" });
          },
        };
      },
    },
  },
};

export default forms;
