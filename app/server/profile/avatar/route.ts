// POST /server/profile/avatar — upload my photo (multipart, one image); DELETE — remove it
import { withRoute } from "@/lib/api/route";
import { MAX_AVATAR_REQUEST_BYTES } from "@/lib/images/limits";
import { processAvatarUpload } from "@/lib/profile/form";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { removeAvatar, setAvatar } from "@/lib/profile/service";

export const POST = withRoute({
  auth: "required",
  multipart: { maxBytes: MAX_AVATAR_REQUEST_BYTES },
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.avatarPerUser, subject: auth!.user.id }],
  handler: async ({ auth, form }) => {
    const image = await processAvatarUpload(form);
    const profile = await setAvatar({ userId: auth.user.id, image });
    return { message: "Profile photo updated", profile };
  },
});

export const DELETE = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ message: "Profile photo removed", profile: await removeAvatar({ userId: auth.user.id }) }),
});
