// POST /server/check-ins/{id} — the adopter answers a check-in after a rehoming, once
import { withRoute } from "@/lib/api/route";
import { notifyCheckInAnswer } from "@/lib/notifications/check-ins";
import { answerCheckIn } from "@/lib/rehoming/check-ins";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const { checkIn } = await answerCheckIn({ checkInId: params.id, userId: auth.user.id, answer: body.answer, note: body.note });
  await notifyCheckInAnswer(checkIn.id);
  return { message: "Check-in answered", check_in: checkIn };
});
