-- Rehoming with applications and an agreement both sign (docs/rehoming.md): the mode of a listing (sale or
-- rehoming) with the questions of the owner and wishes, applications to adopt, the agreement of an order and
-- its signatures, the check-ins after the handover of a rehoming.
-- CreateEnum
CREATE TYPE "ListingMode" AS ENUM ('sale', 'rehoming');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('open', 'shortlisted', 'chosen', 'declined', 'withdrawn', 'lapsed', 'adopted');

-- CreateEnum
CREATE TYPE "CheckInAnswer" AS ENUM ('settling_well', 'some_trouble', 'needs_new_home');

-- AlterTable
ALTER TABLE "pets" ADD COLUMN     "mode" "ListingMode" NOT NULL DEFAULT 'sale',
ADD COLUMN     "rehomingQuestions" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "rehomingWishes" TEXT;

-- CreateTable
CREATE TABLE "rehoming_applications" (
    "id" TEXT NOT NULL,
    "petId" TEXT NOT NULL,
    "applicantId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'open',
    "homeType" TEXT NOT NULL,
    "isRented" BOOLEAN NOT NULL,
    "hasLandlordConsent" BOOLEAN,
    "hasGarden" BOOLEAN NOT NULL,
    "otherPets" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "household" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '[]',
    "orderId" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rehoming_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreements" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "mode" "ListingMode" NOT NULL,
    "version" TEXT NOT NULL,
    "terms" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_signatures" (
    "id" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "typedName" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "textHash" TEXT NOT NULL,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "check_ins" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "answer" "CheckInAnswer",
    "note" TEXT,
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rehoming_applications_orderId_key" ON "rehoming_applications"("orderId");

-- CreateIndex
CREATE INDEX "rehoming_applications_petId_status_createdAt_idx" ON "rehoming_applications"("petId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "rehoming_applications_applicantId_createdAt_idx" ON "rehoming_applications"("applicantId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "rehoming_applications_ownerId_createdAt_idx" ON "rehoming_applications"("ownerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "agreements_orderId_key" ON "agreements"("orderId");

-- CreateIndex
CREATE INDEX "agreement_signatures_userId_idx" ON "agreement_signatures"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_signatures_agreementId_role_key" ON "agreement_signatures"("agreementId", "role");

-- CreateIndex
CREATE INDEX "check_ins_sentAt_dueAt_idx" ON "check_ins"("sentAt", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "check_ins_orderId_kind_key" ON "check_ins"("orderId", "kind");

-- CreateIndex
CREATE INDEX "pets_status_mode_createdAt_id_idx" ON "pets"("status", "mode", "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "rehoming_applications" ADD CONSTRAINT "rehoming_applications_petId_fkey" FOREIGN KEY ("petId") REFERENCES "pets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rehoming_applications" ADD CONSTRAINT "rehoming_applications_applicantId_fkey" FOREIGN KEY ("applicantId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rehoming_applications" ADD CONSTRAINT "rehoming_applications_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rehoming_applications" ADD CONSTRAINT "rehoming_applications_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- One open application per person per pet: while one is open, shortlisted or chosen, another is refused
-- (a withdrawn, declined or lapsed one leaves room to apply again).
CREATE UNIQUE INDEX "rehoming_applications_one_open_key" ON "rehoming_applications"("petId", "applicantId")
  WHERE "status" IN ('open', 'shortlisted', 'chosen');

-- A rehoming is of one animal, and asks at most five questions of the owner.
ALTER TABLE "pets" ADD CONSTRAINT "pets_rehoming_one_animal" CHECK ("mode" = 'sale' OR "available" <= 1);
ALTER TABLE "pets" ADD CONSTRAINT "pets_rehoming_questions_max" CHECK (cardinality("rehomingQuestions") <= 5);
