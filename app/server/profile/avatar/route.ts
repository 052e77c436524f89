// POST /server/profile/avatar — upload my photo (multipart, one image); DELETE — remove it
import { withRoute } from "@/lib/api/route";
import { processAvatarUpload } from "@/lib/profile/form";
import { removeAvatar, setAvatar } from "@/lib/profile/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, form }) => {
  const image = await processAvatarUpload(form);
  const profile = await setAvatar({ userId: auth.user.id, image });
  return { message: "Profile photo updated", profile };
});

export const DELETE = withRoute(contract.DELETE, async ({ auth }) => ({
  message: "Profile photo removed",
  profile: await removeAvatar({ userId: auth.user.id }),
}));
