// Lint rules for the writes that one file may make, or none (docs/moderation.md, "Moderation of listings";
// docs/data-rights.md, "The retention job"). eslint.config.mjs names that file, as the one a rule is not
// switched on for.
// - `no-role-write`: no Prisma user write (`.user.update`, `updateMany`, `upsert`, `create`, `createMany`)
//   sets `role` in its `data`, or in the `create` or `update` of an upsert; objects chosen between
//   (`x ? { role } : {}`) and the rows of a createMany are read too. Roles change only through `npm run admin`
//   (setRole in lib/moderation/roles.ts), never through an endpoint. Reads (`select`, `where`) are fine.
//   What a spread (`{ ...input }`) or a variable brings in is not seen; the write's own keys are.
// - `append-only`: nothing updates or deletes a row of an append-only table (the audit log, the sellers'
//   ledger), neither through Prisma (`auditEntry.update`, `ledgerEntry.delete`…: `update`, `updateMany`,
//   `upsert`, `delete`, `deleteMany`, called or not) nor in SQL written out (a string or template matching
//   `UPDATE audit_log`, `DELETE FROM ledger_entries`, `TRUNCATE audit_log`…, any case, the name quoted or not). The database's trigger refuses the first two anyway; TRUNCATE passes
//   row triggers (the tests' reset of the database uses it on every table), so for it this rule is the
//   guard. It names the line before anything runs.
//   The retention job deletes old entries through the one statement it uses for every table (the table is
//   a value there, not written out), under the mark `retention-mark` keeps to it, so no file is let off.
//   Comments are not read: they run nothing, and saying what the trigger refuses is what they are for.
// - `retention-mark`, with the mark as option `{ mark }`: no file names the session setting that marks a
//   transaction as the retention job's, the one mark under which the database lets old audit-log rows be
//   deleted. The option holds the mark so that this file, which lint covers too, does not have to name it.
//   The whole text is read, comments included: a commented-out statement that sets the mark is one edit
//   from running, and a comment elsewhere can say "the retention job's mark" without spelling it out.
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
