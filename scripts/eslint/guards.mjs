// Lint rules for the writes that one file may make, or none (eslint.config.mjs names that file as the one a
// rule is off for): `no-role-write` (roles change only through `npm run admin`: docs/moderation.md,
// "Moderation of listings"), `append-only` (the audit log and the sellers' ledger are never updated or
// deleted) and `retention-mark` (only the retention job names the mark under which old audit-log rows may be
// deleted: docs/data-rights.md, "The retention job"). What each rule does not see is said beside it.
import { unwrap } from "./shared.mjs";

/** A member access's property name (`a.b`, `a["b"]`), else undefined. */
const propertyName = (member) =>
  member?.type !== "MemberExpression"
    ? undefined
    : !member.computed && member.property.type === "Identifier"
      ? member.property.name
      : member.property.type === "Literal" && typeof member.property.value === "string"
        ? member.property.value
        : undefined;

/** Whether `node` is the Prisma delegate of that model: `db.model`, `tx.model`, or a variable of that name. */
const isDelegate = (node, model) => (node?.type === "Identifier" ? node.name === model : propertyName(node) === model);

/** An object literal's property of that name (`role`, `"role"`, `["role"]`), if it has one. */
const propertyOf = (object, name) =>
  object.properties.find(
    (p) =>
      p.type === "Property" &&
      ((!p.computed && p.key.type === "Identifier" && p.key.name === name) || (p.key.type === "Literal" && p.key.value === name)),
  );

/** The object literals an expression can be: itself, the rows of an array, either side of a choice. */
function objectsOf(node) {
  const n = unwrap(node);
  if (n?.type === "ObjectExpression") return [n];
  if (n?.type === "ArrayExpression") return n.elements.flatMap(objectsOf);
  if (n?.type === "ConditionalExpression") return [...objectsOf(n.consequent), ...objectsOf(n.alternate)];
  if (n?.type === "LogicalExpression") return [...objectsOf(n.left), ...objectsOf(n.right)];
  return [];
}

const USER_WRITES = new Set(["update", "updateMany", "upsert", "create", "createMany"]);
/** Where a user write's values are: `data`, and an upsert's `create` and `update`. */
const WRITTEN = ["data", "create", "update"];

const REWRITES = new Set(["update", "updateMany", "upsert", "delete", "deleteMany"]);
/** The append-only tables: Prisma's name for each, its table, and what to do instead of changing a row. */
const APPEND_ONLY = [
  {
    model: "auditEntry",
    table: "audit_log",
    instead: "record what changed as a new entry with recordAudit (lib/moderation/audit.ts); old entries go only through the retention job",
  },
  {
    model: "ledgerEntry",
    table: "ledger_entries",
    instead: "write an entry that corrects it (a reversal: lib/ledger/); the ledger is kept whole by law",
  },
].map((t) => ({ ...t, sql: new RegExp(`(UPDATE|DELETE FROM|TRUNCATE(\\s+TABLE)?(\\s+ONLY)?)\\s+"?${t.table}\\b`, "i") }));

const guards = {
  rules: {
    // A user write's `data` and an upsert's `create` and `update`, through choices (`x ? { role } : {}`) and a
    // createMany's rows; reads (`select`, `where`) are fine. What a spread or a variable brings in is not seen.
    "no-role-write": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          role:
            "Roles change only through `npm run admin` (setRole in lib/moderation/roles.ts), never through an endpoint: leave `role` " +
            "out of this user write, and grant or revoke a role with `npm run admin -- grant <email> moderator|admin` or `revoke <email>`.",
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            const callee = unwrap(node.callee);
            if (!USER_WRITES.has(propertyName(callee)) || !isDelegate(unwrap(callee.object), "user")) return;
            for (const args of objectsOf(node.arguments[0]))
              for (const key of WRITTEN)
                for (const values of objectsOf(propertyOf(args, key)?.value)) {
                  const role = propertyOf(values, "role");
                  if (role) context.report({ node: role, messageId: "role" });
                }
          },
        };
      },
    },
    // Prisma's update and delete methods of those models, called or not, and SQL written out (`UPDATE audit_log`,
    // `TRUNCATE audit_log`…, any case, quoted or not). The trigger refuses UPDATE and DELETE anyway; TRUNCATE
    // passes row triggers (the tests' reset uses it), so there this rule is the guard. The retention job's one
    // statement for every table names none, so no file is let off. Comments are not read: they run nothing.
    "append-only": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          rewrite: "{{table}} is append-only (the database refuses UPDATE and DELETE): instead of {{what}}, {{instead}}.",
        },
      },
      create(context) {
        const report = (node, t, what) =>
          context.report({ node, messageId: "rewrite", data: { table: t.table, instead: t.instead, what } });
        const sql = (node, text) => {
          for (const t of APPEND_ONLY) if (t.sql.test(text)) report(node, t, "this SQL");
        };
        return {
          MemberExpression(node) {
            const method = propertyName(node);
            if (!REWRITES.has(method)) return;
            for (const t of APPEND_ONLY) if (isDelegate(unwrap(node.object), t.model)) report(node, t, `\`${t.model}.${method}\``);
          },
          Literal(node) {
            if (typeof node.value === "string") sql(node, node.value);
          },
          TemplateLiteral(node) {
            // The text between the values: `DELETE FROM "${table}"` names no table.
            sql(node, node.quasis.map((q) => q.value.raw).join("${}"));
          },
        };
      },
    },
    // The option holds the mark, so this file (which lint covers too) need not name it. The whole text is read,
    // comments included: a commented-out statement that sets the mark is one edit from running.
    "retention-mark": {
      meta: {
        type: "problem",
        schema: [
          { type: "object", properties: { mark: { type: "string", minLength: 1 } }, required: ["mark"], additionalProperties: false },
        ],
        messages: {
          mark:
            "Only the retention job (lib/retention/run.ts) marks a transaction with `{{mark}}`, under which the database lets audit-log " +
            "rows over three years old be deleted: run the job instead (runRetention, or `npm run retention`), and in a comment call " +
            "it the retention job's mark.",
        },
      },
      create(context) {
        const { mark } = context.options[0];
        return {
          Program() {
            const { text } = context.sourceCode;
            for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + mark.length)) {
              const loc = { start: context.sourceCode.getLocFromIndex(at), end: context.sourceCode.getLocFromIndex(at + mark.length) };
              context.report({ loc, messageId: "mark", data: { mark } });
            }
          },
        };
      },
    },
  },
};

export default guards;
