-- Mail that respects the open app: a new message's mail waits some minutes (MESSAGE_MAIL_DELAY_MINUTES)
-- and goes only when the message is still unread then. The due time is on the message, and the job
-- that delivers the due ones finds them through the index. Messages sent before keep no due time:
-- their mail went when they were sent.

-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "mailDueAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "messages_mailDueAt_idx" ON "messages"("mailDueAt");

