-- Live updates and push notifications: per-person events (replayed to a reconnecting stream by id),
-- the open streams (a push goes only to a person with none), Web Push subscriptions, and a push switch
-- per kind (off until turned on).

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "pushNewMessage" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pushNewOrder" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pushOrderDecision" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pushPaymentReceived" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pushSearchMatches" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "live_events" (
    "id" BIGSERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live_streams" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_streams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_events_userId_id_idx" ON "live_events"("userId", "id");

-- CreateIndex
CREATE INDEX "live_events_createdAt_idx" ON "live_events"("createdAt");

-- CreateIndex
CREATE INDEX "live_streams_userId_seenAt_idx" ON "live_streams"("userId", "seenAt");

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_userId_idx" ON "push_subscriptions"("userId");

-- AddForeignKey
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Live events: each insert notifies the instances' LISTEN connections at commit (lib/live/hub.ts).
-- (The body is an E-string with the semicolon as \073: Prisma's migration runner splits scripts at
-- semicolons, dollar quotes included.)
CREATE FUNCTION live_events_notify() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''live_events'', NEW.id::text || '' '' || NEW."userId")\073 RETURN NEW\073 END';

CREATE TRIGGER live_events_notify AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION live_events_notify();
