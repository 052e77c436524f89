-- CreateTable
CREATE TABLE "deployment_marks" (
    "environment" TEXT NOT NULL,
    "database" TEXT NOT NULL,
    "markedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deployment_marks_pkey" PRIMARY KEY ("environment")
);
