-- When each live stream opened: past a person's cap of open streams, the oldest is ended (lib/live/stream.ts).
-- AlterTable
ALTER TABLE "live_streams" ADD COLUMN "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
