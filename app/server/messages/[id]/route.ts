// GET /server/messages/{id} — the conversation with user {id} (who they are, then the messages oldest first); marks what they sent me read
import { withRoute } from "@/lib/api/route";
import { getParticipant, getThread } from "@/lib/messages/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params }) => {
  // First: an unknown id is a 404, and nothing is marked read.
  const participant = await getParticipant({ userId: auth.user.id, otherUserId: params.id });
  return { participant, messages: await getThread({ userId: auth.user.id, otherUserId: participant.id }) };
});
