// DELETE /server/alerts/{id} — remove one of my saved searches
import { withRoute } from "@/lib/api/route";
import { ALERT_LIMITS } from "@/lib/alerts/limits";
import { deleteSavedSearch } from "@/lib/alerts/service";

export const DELETE = withRoute({
  auth: "required",
  notFound: "SAVED_SEARCH_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: ALERT_LIMITS.changePerUser, subject: auth!.user.id }],
  handler: async ({ auth, params }) => {
    await deleteSavedSearch({ userId: auth.user.id, id: params.id });
    return { message: "Saved search removed" };
  },
});
