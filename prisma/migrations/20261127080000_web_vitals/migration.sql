-- Real visitors' page speed (lib/vitals): a histogram per day, kind of page, device class, connection
-- type and metric. Rows hold counts only, nothing of a visit: the retention job deletes them after 400 days.
-- CreateTable
CREATE TABLE "web_vitals" (
    "day" DATE NOT NULL,
    "pageType" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "connection" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "counts" INTEGER[],

    CONSTRAINT "web_vitals_pkey" PRIMARY KEY ("day","pageType","device","connection","metric")
);
