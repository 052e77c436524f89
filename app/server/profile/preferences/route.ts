// PUT /server/profile/preferences — my language (en, te, hi): the site's and my mails'
import { withRoute } from "@/lib/api/route";
import { updatePreferences } from "@/lib/profile/service";
import * as contract from "./contract";

export const PUT = withRoute(contract.PUT, async ({ auth, body }) => ({
  message: "Preferences saved",
  profile: await updatePreferences({ userId: auth.user.id, locale: body.locale }),
}));
