import { ALERT_LIMITS } from "@/lib/alerts/limits";
import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const DELETE = endpoint({
  tag: "Alerts",
  summary: "Remove a saved search",
  description: "Only one's own: another user's id is SAVED_SEARCH_NOT_FOUND, as a missing one.",
  auth: "required",
  notFound: "SAVED_SEARCH_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: ALERT_LIMITS.changePerUser, subject: auth!.user.id }],
  params: idParam("saved search"),
  errors: ["SAVED_SEARCH_NOT_FOUND"],
  responses: [{ status: 200, description: "Removed.", schema: ZMessageAnswer }],
});
