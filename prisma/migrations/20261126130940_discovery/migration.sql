-- Discovery: saved searches and their daily digests, and trigram indexes for typo-tolerant search of
-- breeds and towns (pg_trgm ships with PostgreSQL and is available on managed services).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "saved_searches" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_digests" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "petIds" TEXT[],
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_digests_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "saved_searches_userId_createdAt_idx" ON "saved_searches"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "pets_breedKey_trgm_idx" ON "pets" USING GIN ("breedKey" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "pets_locationKey_trgm_idx" ON "pets" USING GIN ("locationKey" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
