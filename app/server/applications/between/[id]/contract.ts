import { endpoint } from "@/lib/api/contract";
import { ZChatApplicationsAnswer } from "@/lib/applications/responses";

export const GET = endpoint({
  tag: "Applications",
  summary: "The applications between me and another member",
  description:
    "What the chat shows above a conversation: the applications to adopt (not withdrawn) that either of the two sent for the other's pet, newest first, at most 5. An unknown member has none.",
  auth: "required",
  notFound: "USER_NOT_FOUND",
  params: { id: { description: "The other member's id." } },
  responses: [{ status: 200, description: "The applications.", schema: ZChatApplicationsAnswer }],
});
