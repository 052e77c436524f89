// Typed calls to /server/profile/seller and /server/admin/seller-verifications for the browser. Texts live
// in messages/*.json, namespaces SellerRegistration and AdminSellerVerifications.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE, uploadForm, type TUploadProgress } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TMyRegistration, TMyRegistrationAnswer } from "./registration-responses";

export type { TMyRegistration, TMyRegistrationAnswer };
export type TMyRegistrationState = Omit<TMyRegistrationAnswer, "success">;

const verificationPath = (id: string, action: "approve" | "refuse") => `/admin/seller-verifications/${encodeURIComponent(id)}/${action}`;

export const registrationApi = {
  /** GET /server/profile/seller — my registration, and whether I may send one. */
  get: async (signal?: AbortSignal): Promise<TMyRegistrationState> => {
    const body = await apiFetch<Partial<TMyRegistrationAnswer>>("/profile/seller", { signal });
    if (typeof body.isPhoneVerified !== "boolean" || body.registration === undefined)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body as TMyRegistrationState;
  },
  /** POST /server/profile/seller — send or replace it (the fields and the file `certificate`). */
  submit: (form: FormData, { onProgress, signal }: { onProgress?: TUploadProgress; signal?: AbortSignal } = {}) =>
    uploadForm<{ registration: TMyRegistration; heldListings: number }>("/profile/seller", { method: "POST", form, onProgress, signal }),
};

export const adminRegistrationApi = {
  /** POST /server/admin/seller-verifications/{id}/approve — publishes the seller's held listings. */
  approve: (id: string) =>
    apiFetch<{ publishedListings: number; setAsideListings: number }>(verificationPath(id, "approve"), { method: "POST" }),
  /** POST /server/admin/seller-verifications/{id}/refuse — with the reason the seller reads. */
  refuse: (id: string, reason: string) => apiFetch(verificationPath(id, "refuse"), { method: "POST", body: { reason } }),
};
