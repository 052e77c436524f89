// /server/alerts — POST save a search for the daily alert mail, GET my saved searches
import { withRoute } from "@/lib/api/route";
import { listSavedSearches, saveSearch } from "@/lib/alerts/service";
import { ok } from "@/lib/http/json-response";
import { requestLocale } from "@/lib/http/locale";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, auth, body }) => {
  const { search, isNew } = await saveSearch({ userId: auth.user.id, filters: body.filters, locale: requestLocale(req) });
  // The same filters saved again answer the search already kept, as 200 rather than 201.
  return ok({ message: isNew ? "Search saved" : "Search already saved", isNew, search }, { status: isNew ? 201 : 200 });
});

export const GET = withRoute(contract.GET, async ({ req, auth, query }) => ({
  searches: await listSavedSearches({ userId: auth.user.id, locale: query.locale ?? requestLocale(req) }),
}));
