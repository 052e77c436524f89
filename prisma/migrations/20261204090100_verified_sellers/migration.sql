-- Verified sellers and lawful listings: a phone confirmed by SMS, a commercial seller's registration
-- checked by a moderator, vaccinations as records, photos' perceptual hashes and the flags they raise,
-- and one ticket number for every complaint (Consumer Protection (E-Commerce) Rules 2020).

-- The complaints' ticket numbers: one sequence for support requests, listing and conversation reports and
-- disputes, so a number names one complaint whatever its kind. Existing rows are numbered as the columns
-- are added.
CREATE SEQUENCE "complaint_tickets" START WITH 100001;
CREATE FUNCTION next_complaint_ticket() RETURNS integer LANGUAGE sql VOLATILE AS $$ SELECT nextval('complaint_tickets')::integer $$;

-- CreateEnum
CREATE TYPE "ListingFlagKind" AS ENUM ('photo_match', 'low_price');

-- CreateEnum
CREATE TYPE "RegistrationStatus" AS ENUM ('pending', 'approved', 'refused', 'expired');

-- AlterTable
ALTER TABLE "conversation_reports" ADD COLUMN     "ticket" INTEGER NOT NULL DEFAULT next_complaint_ticket();

-- AlterTable
ALTER TABLE "disputes" ADD COLUMN     "ticket" INTEGER NOT NULL DEFAULT next_complaint_ticket();

-- AlterTable
ALTER TABLE "listing_reports" ADD COLUMN     "ticket" INTEGER NOT NULL DEFAULT next_complaint_ticket();

-- AlterTable
ALTER TABLE "pet_images" ADD COLUMN     "phash" BIGINT,
ADD COLUMN     "phashBands" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "withMother" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "pets" ADD COLUMN     "dewormedOn" DATE,
ADD COLUMN     "speciesRegistrationNumber" TEXT;

-- AlterTable
ALTER TABLE "support_requests" ADD COLUMN     "ticket" INTEGER NOT NULL DEFAULT next_complaint_ticket();

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "phoneVerifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "pet_vaccinations" (
    "id" TEXT NOT NULL,
    "petId" TEXT NOT NULL,
    "vaccine" TEXT NOT NULL,
    "givenOn" DATE NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "pet_vaccinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listing_flags" (
    "id" TEXT NOT NULL,
    "petId" TEXT NOT NULL,
    "kind" "ListingFlagKind" NOT NULL,
    "otherPetId" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" TEXT,

    CONSTRAINT "listing_flags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_codes" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_outbox" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "to" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerId" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'outbox',
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seller_registrations" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" "SellerType" NOT NULL,
    "state" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "validUntil" DATE,
    "certificateKey" TEXT NOT NULL,
    "certificateType" TEXT NOT NULL,
    "status" "RegistrationStatus" NOT NULL DEFAULT 'pending',
    "refusedReason" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "remindedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seller_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pet_vaccinations_petId_position_idx" ON "pet_vaccinations"("petId", "position");

-- CreateIndex
CREATE INDEX "listing_flags_resolvedAt_createdAt_idx" ON "listing_flags"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "listing_flags_petId_idx" ON "listing_flags"("petId");

-- CreateIndex
CREATE INDEX "listing_flags_otherPetId_idx" ON "listing_flags"("otherPetId");

-- CreateIndex
CREATE INDEX "phone_codes_userId_createdAt_idx" ON "phone_codes"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "phone_codes_phone_createdAt_idx" ON "phone_codes"("phone", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "sms_outbox_to_createdAt_idx" ON "sms_outbox"("to", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "sms_outbox_userId_idx" ON "sms_outbox"("userId");

-- CreateIndex
CREATE INDEX "sms_outbox_createdAt_idx" ON "sms_outbox"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "seller_registrations_userId_key" ON "seller_registrations"("userId");

-- CreateIndex
CREATE INDEX "seller_registrations_status_submittedAt_idx" ON "seller_registrations"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "seller_registrations_status_validUntil_idx" ON "seller_registrations"("status", "validUntil");

-- CreateIndex
CREATE UNIQUE INDEX "conversation_reports_ticket_key" ON "conversation_reports"("ticket");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_ticket_key" ON "disputes"("ticket");

-- CreateIndex
CREATE UNIQUE INDEX "listing_reports_ticket_key" ON "listing_reports"("ticket");

-- CreateIndex
CREATE INDEX "pet_images_phashBands_idx" ON "pet_images" USING GIN ("phashBands");

-- CreateIndex
CREATE UNIQUE INDEX "support_requests_ticket_key" ON "support_requests"("ticket");

-- AddForeignKey
ALTER TABLE "pet_vaccinations" ADD CONSTRAINT "pet_vaccinations_petId_fkey" FOREIGN KEY ("petId") REFERENCES "pets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_petId_fkey" FOREIGN KEY ("petId") REFERENCES "pets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_otherPetId_fkey" FOREIGN KEY ("otherPetId") REFERENCES "pets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seller_registrations" ADD CONSTRAINT "seller_registrations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seller_registrations" ADD CONSTRAINT "seller_registrations_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;



-- A verified number belongs to one account at a time.
CREATE UNIQUE INDEX "users_verified_phone_key" ON "users"("phone") WHERE "phoneVerifiedAt" IS NOT NULL;

-- A commercial seller's registration: breeder, pet shop or shelter, never an individual, and a breeder's and a
-- pet shop's carry the date it is valid until.
ALTER TABLE "seller_registrations" ADD CONSTRAINT "seller_registrations_type_check"
  CHECK ("type" <> 'individual' AND ("type" = 'shelter' OR "validUntil" IS NOT NULL));

-- A photo match names the other listing, a low price does not.
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_other_check"
  CHECK (("kind" = 'photo_match') = ("otherPetId" IS NOT NULL));
CREATE UNIQUE INDEX "listing_flags_pair_key" ON "listing_flags"("petId", "kind", COALESCE("otherPetId", ''));

-- Attempts at a code: at most five count.
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_tries_check" CHECK ("tries" >= 0 AND "tries" <= 5);
