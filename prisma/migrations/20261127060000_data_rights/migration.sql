-- Data rights: account deletion, consent on record, and the retention job (lib/account, lib/retention).

ALTER TYPE "HideCause" ADD VALUE 'deletion';

ALTER TABLE "users" ADD COLUMN "deletedAt" TIMESTAMP(3),
ADD COLUMN "termsVersion" TEXT,
ADD COLUMN "termsAcceptedAt" TIMESTAMP(3);

-- The audit log stays append-only for people: UPDATE is refused always, DELETE except for the retention
-- job, which marks its transaction (SET LOCAL pawbazaar.retention = 'on') and deletes only rows older than
-- the log's period (three years). (The body is an E-string with the semicolon as \073: Prisma's migration
-- runner splits scripts at semicolons.)
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF TG_OP = ''DELETE'' AND current_setting(''pawbazaar.retention'', true) = ''on'' AND OLD."createdAt" < now() - interval ''3 years'' THEN RETURN OLD\073 END IF\073 RAISE EXCEPTION ''audit_log is append-only'' USING ERRCODE = ''insufficient_privilege''\073 END';

-- The retention job's scans: what is past its period, oldest first.
CREATE INDEX "mail_outbox_createdAt_idx" ON "mail_outbox"("createdAt");
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");
CREATE INDEX "email_tokens_expiresAt_idx" ON "email_tokens"("expiresAt");
CREATE INDEX "pet_views_day_idx" ON "pet_views"("day");
CREATE INDEX "alert_digests_day_idx" ON "alert_digests"("day");
CREATE INDEX "live_streams_seenAt_idx" ON "live_streams"("seenAt");
