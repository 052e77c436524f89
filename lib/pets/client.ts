// Typed calls to /server/pets for the browser .
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE, uploadForm, type TUploadProgress } from "@/lib/api-client/fetch";

type TUploadOptions = { onProgress?: TUploadProgress; signal?: AbortSignal };
import { filtersToSearchParams, type TBrowseFilters } from "./query";
import type { LISTING_STATUSES, PET_STATUSES, REPORT_REASONS } from "./constants";
import type { TMyPetDto, TPetDetailDto, TPetDto, TPetListAnswer } from "./responses";

export type { TMyPetDto, TPetDetailDto, TPetDto };
/** Any status a listing can be in (`hidden` only reaches its seller). */
export type TPetStatus = (typeof LISTING_STATUSES)[number];
/** The statuses a seller may set. */
export type TSellerStatus = (typeof PET_STATUSES)[number];
export type TReportReason = (typeof REPORT_REASONS)[number];
/** One page of GET /server/pets, with how its search was read (`interpretedAs`) and the words some of its listings lack (`unmatched`). */
export type TPetPage = Pick<TPetListAnswer, "pets" | "nextCursor" | "interpretedAs" | "unmatched">;

/** 'Invalid data received from server' when the answer has no list. */
function asPets(body: { pets?: unknown }): TPetDto[] {
  if (!Array.isArray(body.pets)) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  return body.pets as TPetDto[];
}

export const petsApi = {
  list: async (filters: TBrowseFilters & { limit: number; cursor?: string | null }, signal?: AbortSignal): Promise<TPetPage> => {
    const params = filtersToSearchParams(filters, { limit: filters.limit, cursor: filters.cursor ?? undefined });
    const body = await apiFetch<{ pets?: unknown; nextCursor?: unknown } & Pick<TPetListAnswer, "interpretedAs" | "unmatched">>(
      `/pets?${params}`,
      { signal },
    );
    const { interpretedAs, unmatched } = body;
    return {
      pets: asPets(body),
      nextCursor: typeof body.nextCursor === "string" ? body.nextCursor : null,
      ...(interpretedAs && typeof interpretedAs === "object" ? { interpretedAs } : {}),
      ...(unmatched && typeof unmatched === "object" ? { unmatched } : {}),
    };
  },
  /** GET /server/pets/{id} → one listing with its seller (404 'Pet not found'). */
  get: async (id: string, signal?: AbortSignal): Promise<TPetDetailDto> => {
    const body = await apiFetch<{ pet?: unknown }>(`/pets/${encodeURIComponent(id)}`, { signal });
    if (typeof body.pet !== "object" || body.pet === null)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body.pet as TPetDetailDto;
  },
  mine: async (signal?: AbortSignal) => asPets(await apiFetch<{ pets?: unknown }>("/pets/user", { signal })) as TMyPetDto[],
  /** POST /server/pets (multipart), reporting upload progress; `signal` cancels it. */
  create: async (form: FormData, upload: TUploadOptions = {}) => {
    const body = await uploadForm<{ pet?: { id?: unknown } }>("/pets", { method: "POST", form, ...upload });
    return { id: typeof body.pet?.id === "string" ? body.pet.id : null, message: body.message };
  },
  update: (id: string, form: FormData, upload: TUploadOptions = {}) =>
    uploadForm(`/pets/${encodeURIComponent(id)}`, { method: "PUT", form, ...upload }),
  setStatus: (id: string, status: TSellerStatus) =>
    apiFetch(`/pets/${encodeURIComponent(id)}/status`, { method: "PATCH", body: { status } }),
  remove: (id: string) => apiFetch(`/pets/${encodeURIComponent(id)}`, { method: "DELETE" }),
  report: (id: string, input: { reason: TReportReason; note: string }) =>
    apiFetch<{ ticket?: string }>(`/pets/${encodeURIComponent(id)}/report`, { method: "POST", body: input }),
  /** POST /server/pets/{id}/appeal — the seller of a hidden listing asks the moderators to look again (once). */
  appeal: (id: string, message: string) => apiFetch(`/pets/${encodeURIComponent(id)}/appeal`, { method: "POST", body: { message } }),
  /** POST /server/pets/{id}/views: the page's view beacon (the server counts once per visitor per day). */
};
