import guards from "../../scripts/eslint/guards.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// The writes that one file may make, or none (scripts/eslint/guards.mjs): what each rule lets through and
// what it refuses. eslint.config.mjs names that file, as the one a rule is not switched on for.
const filename = inRepo("lib/x/service.ts");
const code = (lines: string) => ({ filename, code: lines });

testRule(guards, "guards/no-role-write", "no Prisma user write sets role; reads of it, and writes of anything else, are fine", {
  valid: [
    code("await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });"),
    code('await db.user.findMany({ where: { role: { not: "user" } } });'),
    code('await db.user.updateMany({ where: { id, role: "user" }, data: { suspendedAt: new Date() } });'),
    code("await db.user.update({ where: { id }, data: { name }, select: { role: true } });"),
    code("await db.user.create({ data: { ...input, locale } });"),
    code('await db.conversationReport.update({ where: { id }, data: { role: "sender" } });'),
  ],
  invalid: [
    { ...code("await tx.user.update({ where: { id: user.id }, data: { role } });"), errors: [{ messageId: "role", line: 1, column: 56 }] },
    {
      ...code('await getDb()\n  .user.updateMany({\n    where: { id },\n    data: { name, "role": "admin" },\n  });'),
      errors: [{ messageId: "role", line: 4 }],
    },
    { ...code('await db.user.create({ data: { name, email, role: "moderator" } });'), errors: [{ messageId: "role" }] },
    { ...code('await db.user.createMany({ data: [{ email }, { email: other, role: "admin" }] });'), errors: [{ messageId: "role" }] },
    {
      ...code('await db.user.upsert({ where: { email }, create: { email, role: "admin" }, update: { role: "admin" } });'),
      errors: [{ messageId: "role" }, { messageId: "role" }],
    },
    { ...code("await db.user.update({ where: { id }, data: isStaff ? { role } : { name } });"), errors: [{ messageId: "role" }] },
    { ...code("await db.user.update({ where: { id }, data: { role } as Prisma.UserUpdateInput });"), errors: [{ messageId: "role" }] },
  ],
});

const AUDIT = {
  table: "audit_log",
  instead: "record what changed as a new entry with recordAudit (lib/moderation/audit.ts); old entries go only through the retention job",
};
const LEDGER = {
  table: "ledger_entries",
  instead: "write an entry that corrects it (a reversal: lib/ledger/); the ledger is kept whole by law",
};
const rewrite = (table: typeof AUDIT, what: string) => [{ messageId: "rewrite", data: { ...table, what } }];

testRule(guards, "guards/append-only", "audit entries and ledger entries are only inserted and read, through Prisma or in SQL", {
  valid: [
    code("await db.auditEntry.create({ data: entry });"),
    code("await tx.ledgerEntry.createMany({ data: [earning, fee] });"),
    code('await getDb().auditEntry.findMany({ orderBy: { createdAt: "desc" }, take: limit });'),
    code("await db.ledgerEntry.aggregate({ where: { sellerId }, _sum: { amount: true } });"),
    code('await db.listingReport.updateMany({ where: { petId }, data: { status: "dismissed" } });'),
    code('await db.$queryRaw`SELECT count(*) FROM audit_log WHERE "createdAt" < ${cutoff}`;'),
    code("await db.$queryRaw`SELECT sum(amount) FROM ledger_entries_view`;"),
    code("const statement = Prisma.sql`DELETE FROM ${from} WHERE ctid = ANY (${ids})`;"),
    code('await db.$executeRaw`DELETE FROM "${table}" WHERE id = ${id}`;'),
    code("// The trigger refuses UPDATE audit_log and DELETE FROM audit_log, and db.auditEntry.deleteMany().\nexport {};"),
  ],
  invalid: [
    { ...code("await db.auditEntry.deleteMany({ where: { targetPetId } });"), errors: rewrite(AUDIT, "`auditEntry.deleteMany`") },
    { ...code("await tx.auditEntry.update({ where: { id }, data: { reason } });"), errors: rewrite(AUDIT, "`auditEntry.update`") },
    { ...code('await tx.auditEntry["upsert"]({ where, create, update });'), errors: rewrite(AUDIT, "`auditEntry.upsert`") },
    { ...code("const remove = db.auditEntry.delete;"), errors: rewrite(AUDIT, "`auditEntry.delete`") },
    { ...code("await db.$executeRawUnsafe(`UPDATE audit_log SET reason = 'rewritten'`);"), errors: rewrite(AUDIT, "this SQL") },
    { ...code('await db.$executeRawUnsafe("delete from audit_log");'), errors: rewrite(AUDIT, "this SQL") },
    { ...code('await db.$executeRawUnsafe("TRUNCATE TABLE audit_log");'), errors: rewrite(AUDIT, "this SQL") },
    { ...code('await db.$executeRaw`DELETE FROM "audit_log" WHERE id = ${id}`;'), errors: rewrite(AUDIT, "this SQL") },
    { ...code("await tx.ledgerEntry.update({ where: { id }, data: { amount } });"), errors: rewrite(LEDGER, "`ledgerEntry.update`") },
    { ...code("await db.ledgerEntry.deleteMany({ where: { sellerId } });"), errors: rewrite(LEDGER, "`ledgerEntry.deleteMany`") },
    { ...code('await db.$executeRaw`UPDATE "ledger_entries" SET amount = 0 WHERE id = ${id}`;'), errors: rewrite(LEDGER, "this SQL") },
    { ...code('await db.$executeRawUnsafe("truncate ledger_entries");'), errors: rewrite(LEDGER, "this SQL") },
  ],
});

const mark = [{ mark: "pawbazaar.retention" }];
const marking = (file: string, lines: string) => ({ filename: inRepo(file), options: mark, code: lines });

testRule(guards, "guards/retention-mark", "no file names the retention job's mark, in code or in a comment", {
  valid: [
    marking("lib/moderation/audit.ts", "// Old entries go only through the retention job, under the retention job's mark.\nexport {};"),
    marking("scripts/retention.ts", "await runRetention({ now: new Date() });"),
    marking("lib/x/a.ts", "await tx.$executeRawUnsafe(\"SET LOCAL pawbazaar.timezone = 'on'\");"),
  ],
  invalid: [
    {
      ...marking("lib/x/a.ts", "await tx.$executeRawUnsafe(\"SET LOCAL pawbazaar.retention = 'on'\");"),
      errors: [{ messageId: "mark", data: { mark: "pawbazaar.retention" }, line: 1, column: 39, endColumn: 58 }],
    },
    {
      ...marking("app/server/x/route.ts", "await tx.$executeRaw`SET LOCAL pawbazaar.retention = ${value}`;"),
      errors: [{ messageId: "mark" }],
    },
    {
      ...marking("scripts/cleanup.mjs", "// await tx.$executeRawUnsafe(\"SET LOCAL pawbazaar.retention = 'on'\");\nexport {};"),
      errors: [{ messageId: "mark", line: 1 }],
    },
    {
      ...marking("lib/x/a.ts", 'const a = "pawbazaar.retention";\nconst b = `${a}, pawbazaar.retention`;'),
      errors: [
        { messageId: "mark", line: 1 },
        { messageId: "mark", line: 2 },
      ],
    },
  ],
});
