// Typed calls to /server/profile/* for the browser. Texts live in messages/*.json, namespace Profile.
import { API_BASE, ApiError, apiErrorOf, apiFetch, INVALID_RESPONSE_MESSAGE, isSuccess } from "@/lib/api-client/fetch";
import { authHeaders } from "@/lib/api-client/base";
import type { TLocale } from "@/lib/i18n/routing";
import type { TPhoneCodeSent } from "@/lib/phone/responses";
import type { TPhoneStart, TPhoneVerify } from "@/lib/phone/schemas";
import type { TProfileDto, TProfileStats } from "./service";
import type { TNotifications, TProfileInput } from "./schemas";

export type { TNotifications, TProfileDto, TProfileStats };
export type TProfileAnswer = { profile: TProfileDto; stats: TProfileStats };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function asProfile(v: unknown): TProfileDto {
  if (!isObject(v) || typeof v.id !== "string" || typeof v.email !== "string" || !isObject(v.notifications)) {
    throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  }
  return v as unknown as TProfileDto;
}

/**
 * A multipart upload with progress (fetch cannot report it): the same contract as apiFetch — bearer
 * token, cookies, `{ success }` answers, ApiError otherwise.
 */
function uploadWithProgress(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: "NETWORK", message: "" }));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        return reject(new ApiError({ status: xhr.status, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE }));
      }
      if (isObject(json) && isSuccess(json)) return resolve(json);
      reject(apiErrorOf(xhr.status, json));
    };
    xhr.send(form);
  });
}

export const profileApi = {
  get: async (signal?: AbortSignal): Promise<TProfileAnswer> => {
    const body = await apiFetch<{ profile?: unknown; stats?: unknown }>("/profile", { signal });
    if (!isObject(body.stats)) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return { profile: asProfile(body.profile), stats: body.stats as unknown as TProfileStats };
  },
  update: async (input: TProfileInput) => {
    const body = await apiFetch<{ profile?: unknown; isEmailChanged?: boolean; isVerificationSent?: boolean }>("/profile", {
      method: "PUT",
      body: input,
    });
    return {
      profile: asProfile(body.profile),
      isEmailChanged: body.isEmailChanged === true,
      isVerificationSent: body.isVerificationSent === true,
    };
  },
  uploadAvatar: async (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append("avatar", file);
    return asProfile((await uploadWithProgress("/profile/avatar", form, onProgress)).profile);
  },
  removeAvatar: async () => asProfile((await apiFetch<{ profile?: unknown }>("/profile/avatar", { method: "DELETE" })).profile),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    apiFetch("/profile/password", { method: "POST", body: input }),
  signOutEverywhere: () => apiFetch("/profile/sessions", { method: "DELETE" }),
  deleteAccount: (input: { password: string }) => apiFetch("/profile", { method: "DELETE", body: input }),
  acceptTerms: (input: { version: string }) => apiFetch("/profile/consent", { method: "POST", body: input }),
  updateNotifications: async (input: TNotifications) =>
    asProfile((await apiFetch<{ profile?: unknown }>("/profile/notifications", { method: "PUT", body: input })).profile),
  updatePreferences: async (input: { locale: TLocale }) =>
    asProfile((await apiFetch<{ profile?: unknown }>("/profile/preferences", { method: "PUT", body: input })).profile),
  /** POST /profile/phone: a code by SMS to the number; where it went, when another may be asked for, until when it works. */
  sendPhoneCode: (input: TPhoneStart) => apiFetch<TPhoneCodeSent>("/profile/phone", { method: "POST", body: input }),
  /** POST /profile/phone/verify: the code; the profile with its number verified. */
  verifyPhone: async (input: TPhoneVerify) =>
    asProfile((await apiFetch<{ profile?: unknown }>("/profile/phone/verify", { method: "POST", body: input })).profile),
  removePhone: async () => asProfile((await apiFetch<{ profile?: unknown }>("/profile/phone", { method: "DELETE" })).profile),
};
