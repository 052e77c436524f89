// Typed calls to /server/profile/* for the browser. Texts live in messages/*.json, namespace Profile.
import { apiCall, apiUpload, type TAnswerOf, type TBodyOf } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { ZPhoneCodeSentAnswer } from "@/lib/phone/responses";
import type { TPhoneStart, TPhoneVerify, ZPhoneStart, ZPhoneVerify } from "@/lib/phone/schemas";
import type {
  TProfileDto,
  TProfileStats,
  ZAccountDeletedAnswer,
  ZMyProfileAnswer,
  ZPhoneVerifiedAnswer,
  ZProfileAnswer,
  ZProfileSavedAnswer,
} from "./responses";
import type {
  TNotifications,
  TPreferences,
  TProfileInput,
  ZChangePassword,
  ZConsent,
  ZDeleteAccount,
  ZNotifications,
  ZPreferences,
  ZProfile,
} from "./schemas";

export type { TNotifications, TProfileDto, TProfileStats };
/** GET /server/profile's answer: the profile and its statistics (the query cache keeps it whole). */
export type TProfileAnswer = TAnswerOf<typeof ZMyProfileAnswer>;

/** The profile as a change left it. */
const profileOf = async (answer: Promise<TAnswerOf<typeof ZProfileAnswer>>) => (await answer).profile;

export const profileApi = {
  get: (signal?: AbortSignal) => apiCall<typeof ZMyProfileAnswer>("/profile", { signal }),
  update: (body: TProfileInput) => apiCall<typeof ZProfileSavedAnswer, typeof ZProfile>("/profile", { method: "PUT", body }),
  /** POST /profile/avatar (multipart), reporting how much of the photo has gone. */
  uploadAvatar: (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append("avatar", file);
    return profileOf(apiUpload<typeof ZProfileAnswer>("/profile/avatar", { method: "POST", form, onProgress }));
  },
  removeAvatar: () => profileOf(apiCall<typeof ZProfileAnswer>("/profile/avatar", { method: "DELETE" })),
  changePassword: (body: TBodyOf<typeof ZChangePassword>) =>
    apiCall<typeof ZMessageAnswer, typeof ZChangePassword>("/profile/password", { method: "POST", body }),
  signOutEverywhere: () => apiCall<typeof ZMessageAnswer>("/profile/sessions", { method: "DELETE" }),
  deleteAccount: (body: TBodyOf<typeof ZDeleteAccount>) =>
    apiCall<typeof ZAccountDeletedAnswer, typeof ZDeleteAccount>("/profile", { method: "DELETE", body }),
  acceptTerms: (body: TBodyOf<typeof ZConsent>) =>
    apiCall<typeof ZMessageAnswer, typeof ZConsent>("/profile/consent", { method: "POST", body }),
  updateNotifications: (body: TNotifications) =>
    profileOf(apiCall<typeof ZProfileAnswer, typeof ZNotifications>("/profile/notifications", { method: "PUT", body })),
  updatePreferences: (body: TPreferences) =>
    profileOf(apiCall<typeof ZProfileAnswer, typeof ZPreferences>("/profile/preferences", { method: "PUT", body })),
  /** POST /profile/phone: a code by SMS to the number; where it went, when another may be asked for, until when it works. */
  sendPhoneCode: (body: TPhoneStart) =>
    apiCall<typeof ZPhoneCodeSentAnswer, typeof ZPhoneStart>("/profile/phone", { method: "POST", body }),
  /** POST /profile/phone/verify: the code; the profile with its number verified. */
  verifyPhone: async (body: TPhoneVerify) =>
    (await apiCall<typeof ZPhoneVerifiedAnswer, typeof ZPhoneVerify>("/profile/phone/verify", { method: "POST", body })).profile,
  removePhone: () => profileOf(apiCall<typeof ZProfileAnswer>("/profile/phone", { method: "DELETE" })),
};
