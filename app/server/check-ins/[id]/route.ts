// POST /server/check-ins/{id} — the adopter answers a check-in after a rehoming, once
import { withRoute } from "@/lib/api/route";
import { answerCheckInAndTell } from "@/lib/notifications/check-ins";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const { checkIn } = await answerCheckInAndTell({ checkInId: params.id, userId: auth.user.id, answer: body.answer, note: body.note });
  return { message: "Check-in answered", check_in: checkIn };
});
