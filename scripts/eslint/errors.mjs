// Lint rules for the error contract (docs/architecture.md, "Errors"): a failure is raised and answered as a
// code of lib/http/error-codes.ts, whose text each catalogue holds as `Errors.<code>`. `known-code`: a code
// written out where a failure is raised, answered or told apart is a known one (ApiError's code is a plain
// string, so a misspelling there would only show as the generic text at run time). `no-plain-error`: a module
// that raises AppError (with `{ always: true }`, every service and route handler) throws no plain Error, a bare
// 500; keyed to AppError, not to file names, so a service split into one file per operation stays covered.
import { declaredNames, fromFile, staticString } from "./shared.mjs";

const serverCodes = () => new Set(fromFile("lib/http/error-codes.ts", (text) => declaredNames(text, "ERRORS")));
const browserCodes = () => new Set(fromFile("lib/api-client/fetch.ts", (text) => declaredNames(text, "CLIENT_ERROR_CODES")));

/**
 * The codes an expression can be, as far as they are written out: `"A"`, `x ? "A" : "B"`, `x ?? "A"`. An
 * empty string is no code at all (a form state without a failure), not a misspelt one.
 */
function writtenCodes(node) {
  if (!node) return [];
  if (node.type === "ConditionalExpression") return [...writtenCodes(node.consequent), ...writtenCodes(node.alternate)];
  if (node.type === "LogicalExpression") return [...writtenCodes(node.left), ...writtenCodes(node.right)];
  const value = staticString(node);
  return value ? [{ node, code: value }] : [];
}

/** A string written out, whole or with values in it (`"…"`, `` `… ${x}` ``, `"…" + x`). */
const isText = (node) =>
  staticString(node) !== undefined ||
  node?.type === "TemplateLiteral" ||
  (node?.type === "BinaryExpression" && node.operator === "+" && (isText(node.left) || isText(node.right)));

const ERROR_CLASSES = new Set(["AppError", "ApiError"]);
const property = (object, name) =>
  object?.type === "ObjectExpression"
    ? object.properties.find((p) => p.type === "Property" && !p.computed && p.key.type === "Identifier" && p.key.name === name)
    : undefined;

/**
 * The class `subject instanceof X` establishes in the `&&`/`||` chain around a comparison
 * (`e instanceof ApiError && e.code === "…"`, `!(e instanceof AppError) || e.code !== "…"`), if any.
 */
function guardingClass(comparison, subject, sourceCode) {
  const operands = (node) =>
    node.type === "LogicalExpression"
      ? [...operands(node.left), ...operands(node.right)]
      : node.type === "UnaryExpression"
        ? operands(node.argument)
        : [node];
  for (let node = comparison.parent; node?.type === "LogicalExpression" || node?.type === "UnaryExpression"; node = node.parent) {
    for (const operand of operands(node)) {
      if (
        operand.type === "BinaryExpression" &&
        operand.operator === "instanceof" &&
        operand.right.type === "Identifier" &&
        ERROR_CLASSES.has(operand.right.name) &&
        sourceCode.getText(operand.left) === subject
      )
        return operand.right.name;
    }
  }
  return undefined;
}

const errors = {
  rules: {
    "known-code": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          unknown:
            '"{{code}}" is not an error code: use one of ERRORS in lib/http/error-codes.ts, or add it there with its status and ' +
            "its text under Errors in messages/en.json, te.json and hi.json.",
          unknownInBrowser:
            '"{{code}}" is neither an error code of the server (ERRORS in lib/http/error-codes.ts) nor one the browser raises ' +
            "(CLIENT_ERROR_CODES in lib/api-client/fetch.ts): use one of those, or add it there and its text under Errors in messages/*.json.",
          text: "AppError takes a code, never a text: its text is Errors.<code> in messages/*.json; values for its {placeholders} go in { params }.",
        },
      },
      create(context) {
        const sourceCode = context.sourceCode;
        const check = (node, isBrowser) => {
          const known = isBrowser ? new Set([...serverCodes(), ...browserCodes()]) : serverCodes();
          for (const { node: at, code } of writtenCodes(node))
            if (!known.has(code)) context.report({ node: at, messageId: isBrowser ? "unknownInBrowser" : "unknown", data: { code } });
        };
        return {
          NewExpression(node) {
            if (node.callee.type !== "Identifier") return;
            if (node.callee.name === "AppError") {
              check(node.arguments[0], false);
              if (isText(node.arguments[1])) context.report({ node: node.arguments[1], messageId: "text" });
            }
            if (node.callee.name === "ApiError") check(property(node.arguments[0], "code")?.value, true);
          },
          ObjectExpression(node) {
            const success = property(node, "success")?.value;
            if (success?.type === "Literal" && success.value === false) check(property(node, "code")?.value, false);
          },
          BinaryExpression(node) {
            if (!["===", "!==", "==", "!="].includes(node.operator)) return;
            for (const [side, other] of [
              [node.left, node.right],
              [node.right, node.left],
            ]) {
              if (side.type !== "MemberExpression" || side.computed || side.property.name !== "code") continue;
              const errorClass = guardingClass(node, sourceCode.getText(side.object), sourceCode);
              if (errorClass) check(other, errorClass === "ApiError");
            }
          },
        };
      },
    },
    "no-plain-error": {
      meta: {
        type: "problem",
        schema: [{ type: "object", properties: { always: { type: "boolean" } }, additionalProperties: false }],
        messages: {
          plain:
            "Throw new AppError(code) with a code of lib/http/error-codes.ts: a plain Error from a service or handler is answered " +
            "as a 500 INTERNAL, with nothing the user can act on.",
        },
      },
      create(context) {
        const plainThrows = [];
        let raisesAppError = context.options[0]?.always === true;
        return {
          ImportSpecifier(node) {
            if (node.imported.name === "AppError" && node.importKind !== "type" && node.parent.importKind !== "type") raisesAppError = true;
          },
          ThrowStatement(node) {
            const thrown = node.argument;
            if (
              (thrown?.type === "NewExpression" || thrown?.type === "CallExpression") &&
              thrown.callee.type === "Identifier" &&
              thrown.callee.name === "Error"
            )
              plainThrows.push(node);
          },
          "Program:exit"() {
            if (raisesAppError) for (const node of plainThrows) context.report({ node, messageId: "plain" });
          },
        };
      },
    },
  },
};

export default errors;
