// GET /server/health — readiness: 200 when this instance reaches the database, else 503 with Retry-After
import { checkReadiness } from "@/lib/health/service";
import { englishError, ERRORS } from "@/lib/http/errors";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async () => {
  const { isReady, database } = await checkReadiness();
  if (isReady) return { status: "ok", database };
  // The error answer's usual fields, plus the status a monitor reads.
  return Response.json(
    { success: false, code: "UNAVAILABLE", message: englishError("UNAVAILABLE"), status: "unavailable", database },
    { status: ERRORS.UNAVAILABLE.status, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
});
