-- Failed sign-ins per account (keyed by a hash of the email, known or not): the growing delay between
-- guesses. A success or a password reset deletes the row.
CREATE TABLE "login_throttles" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailureAt" TIMESTAMP(3) NOT NULL,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "login_throttles_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "login_throttles_lastFailureAt_idx" ON "login_throttles"("lastFailureAt");
