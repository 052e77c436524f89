/*
  Warnings:

  - Added the required column `breedKey` to the `pets` table without a default value. This is not possible if the table is not empty.
  - Added the required column `locationKey` to the `pets` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "pets_status_createdAt_id_idx";

-- AlterTable
ALTER TABLE "pets" ADD COLUMN     "breedKey" TEXT NOT NULL,
ADD COLUMN     "locationKey" TEXT NOT NULL;

-- CreateIndex
CREATE INDEX "pets_status_createdAt_id_idx" ON "pets"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pets_status_species_createdAt_id_idx" ON "pets"("status", "species", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pets_status_breedKey_createdAt_id_idx" ON "pets"("status", "breedKey", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pets_status_locationKey_createdAt_id_idx" ON "pets"("status", "locationKey", "createdAt" DESC, "id" DESC);

-- Full-text search over name, breed and description ('simple': no stemming, so Telugu and Hindi
-- words match as typed). Listing queries use exactly this expression.
CREATE INDEX "pets_search_idx" ON "pets" USING GIN (to_tsvector('simple', "name" || ' ' || "breed" || ' ' || "description"));
