// Typed calls to /server/pets for the browser.
import { apiCall, apiUpload } from "@/lib/api-client/call";
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE, type TUploadProgress } from "@/lib/api-client/fetch";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { ZTicketAnswer } from "@/lib/support/responses";
import { filtersToSearchParams, type TBrowseFilters } from "./query";
import type { LISTING_STATUSES, PET_STATUSES, REPORT_REASONS } from "./constants";
import type {
  TMyPetDto,
  TPetDetailDto,
  TPetDto,
  TPetListAnswer,
  ZMyPetsAnswer,
  ZPetDetailAnswer,
  ZPetListAnswer,
  ZPetRefAnswer,
  ZPetStatusAnswer,
} from "./responses";
import type { ZPetStatus, ZReport } from "./schemas";

type TUploadOptions = { onProgress?: TUploadProgress; signal?: AbortSignal };

export type { TMyPetDto, TPetDetailDto, TPetDto };
/** Any status a listing can be in (`hidden` only reaches its seller). */
export type TPetStatus = (typeof LISTING_STATUSES)[number];
/** The statuses a seller may set. */
export type TSellerStatus = (typeof PET_STATUSES)[number];
export type TReportReason = (typeof REPORT_REASONS)[number];
/** One page of GET /server/pets, with how its search was read (`interpretedAs`) and the words some of its listings lack (`unmatched`). */
export type TPetPage = Pick<TPetListAnswer, "pets" | "nextCursor" | "interpretedAs" | "unmatched">;

/**
 * A page's listings, or 'Invalid response format from server' (INVALID_RESPONSE) without a list: the
 * browse, search and my-listings screens then show an error they can retry, not a grid that breaks.
 */
export function guardPets<T extends TPetDto>(pets: T[] | undefined): T[] {
  if (!Array.isArray(pets)) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  return pets;
}

const pet = (id: string) => `/pets/${encodeURIComponent(id)}`;

export const petsApi = {
  list: async (filters: TBrowseFilters & { limit: number; cursor?: string | null }, signal?: AbortSignal): Promise<TPetPage> => {
    const params = filtersToSearchParams(filters, { limit: filters.limit, cursor: filters.cursor ?? undefined });
    const { pets, nextCursor, interpretedAs, unmatched } = await apiCall<typeof ZPetListAnswer>(`/pets?${params}`, { signal });
    return { pets: guardPets(pets), nextCursor, ...(interpretedAs && { interpretedAs }), ...(unmatched && { unmatched }) };
  },
  /** GET /server/pets/{id} → one listing with its seller (404 'Pet not found'). */
  get: async (id: string, signal?: AbortSignal) => (await apiCall<typeof ZPetDetailAnswer>(pet(id), { signal })).pet,
  mine: async (signal?: AbortSignal) => guardPets((await apiCall<typeof ZMyPetsAnswer>("/pets/user", { signal })).pets),
  /** POST /server/pets (multipart), reporting upload progress; `signal` cancels it. */
  create: async (form: FormData, upload: TUploadOptions = {}) => {
    const created = await apiUpload<typeof ZPetRefAnswer>("/pets", { method: "POST", form, ...upload });
    return { id: created.pet.id, message: created.message };
  },
  update: (id: string, form: FormData, upload: TUploadOptions = {}) =>
    apiUpload<typeof ZPetRefAnswer>(pet(id), { method: "PUT", form, ...upload }),
  setStatus: (id: string, status: TSellerStatus) =>
    apiCall<typeof ZPetStatusAnswer, typeof ZPetStatus>(`${pet(id)}/status`, { method: "PATCH", body: { status } }),
  remove: (id: string) => apiCall<typeof ZMessageAnswer>(pet(id), { method: "DELETE" }),
  report: (id: string, body: { reason: TReportReason; note: string }) =>
    apiCall<typeof ZTicketAnswer, typeof ZReport>(`${pet(id)}/report`, { method: "POST", body }),
  /**
   * POST /server/pets/{id}/appeal — the seller of a hidden listing asks the moderators to look again
   * (once). Through apiFetch, untyped: its schemas are the moderation domain's
   * (lib/moderation/reports-schemas.ts), which sits above pets.
   */
  appeal: (id: string, message: string) => apiFetch(`${pet(id)}/appeal`, { method: "POST", body: { message } }),
};
