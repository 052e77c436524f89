// DELETE /server/alerts/{id} — remove one of my saved searches
import { withRoute } from "@/lib/api/route";
import { deleteSavedSearch } from "@/lib/alerts/service";
import * as contract from "./contract";

export const DELETE = withRoute(contract.DELETE, async ({ auth, params }) => {
  await deleteSavedSearch({ userId: auth.user.id, id: params.id });
  return { message: "Saved search removed" };
});
