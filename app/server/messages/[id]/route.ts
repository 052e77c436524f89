// GET /server/messages/{id} — the conversation with user {id} (who they are, then the messages oldest first); marks what they sent me read
import { withRoute } from "@/lib/api/route";
import { getParticipant, getThread } from "@/lib/messages/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params }) => {
  // First: an unknown id is a 404, and nothing is marked read. The due mails go in passing after this
  // answer (the contract's inPassing), so the messages just read get none.
  const participant = await getParticipant({ userId: auth.user.id, otherUserId: params.id });
  const messages = await getThread({ userId: auth.user.id, otherUserId: participant.id });
  return { participant, messages };
});
