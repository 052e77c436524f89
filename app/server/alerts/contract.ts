import { ALERT_LIMITS } from "@/lib/alerts/limits";
import { ZSavedSearchAnswer, ZSavedSearchesAnswer } from "@/lib/alerts/responses";
import { ZAlertListQuery, ZSaveSearch } from "@/lib/alerts/schemas";
import { endpoint } from "@/lib/api/contract";

export const POST = endpoint({
  tag: "Alerts",
  summary: "Save a search for the daily alert mail",
  description:
    "Keeps the browse filters (the fields and limits of GET /server/pets, without sort and paging; at least one). Once a day the signed-in user is mailed the active pets listed since that match, never their own. The same filters saved again (breed, town and words compared whatever their case) answer the search already kept, with 200. At most 20 saved searches per user.",
  auth: "required",
  body: ZSaveSearch,
  rateLimit: ({ auth }) => [{ rule: ALERT_LIMITS.changePerUser, subject: auth!.user.id }],
  errors: ["SAVED_SEARCHES_LIMIT"],
  responses: [
    { status: 201, description: "Saved.", schema: ZSavedSearchAnswer },
    { status: 200, description: "These filters were saved before: that search.", schema: ZSavedSearchAnswer },
  ],
});

export const GET = endpoint({
  tag: "Alerts",
  summary: "My saved searches",
  description:
    "Newest first, each with its label in the reader's language (`locale`, else the language cookie) and the browse page it stands for.",
  auth: "required",
  query: ZAlertListQuery,
  responses: [{ status: 200, description: "The saved searches.", schema: ZSavedSearchesAnswer }],
});
