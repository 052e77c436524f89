// PUT /server/profile/notifications — which mails I get (new message, new order, order decision) and which pushes
import { withRoute } from "@/lib/api/route";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZNotifications } from "@/lib/profile/schemas";
import { updateNotifications } from "@/lib/profile/service";

export const PUT = withRoute({
  auth: "required",
  body: ZNotifications,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => ({
    message: "Notification settings saved",
    profile: await updateNotifications({ userId: auth.user.id, input: body }),
  }),
});
