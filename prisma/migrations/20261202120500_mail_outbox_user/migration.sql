-- The account each mail was for (lib/email/mailer.ts), so that deleting an account (lib/account/deletion.ts)
-- finds the mails sent to its earlier addresses too. NULL: the support inbox, or someone without an
-- account. Rows written before this column are found by their address, as before.
ALTER TABLE "mail_outbox" ADD COLUMN "userId" TEXT;

CREATE INDEX "mail_outbox_userId_idx" ON "mail_outbox"("userId");

ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The mails already kept (at most 30 days of them) that went to an account's current address are that
-- account's.
UPDATE "mail_outbox" m SET "userId" = u."id" FROM "users" u WHERE lower(m."to") = lower(u."email");
