// Typed calls to /server/admin/users for the moderation console. Texts live in messages/*.json, namespace AdminUsers.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TAdminUserDto, TSuspendResult, TUnsuspendResult } from "./users-responses";
import type { TSuspendUser } from "./users-schemas";

export type { TAdminUserDto };

const userPath = (userId: string, action: "suspend" | "unsuspend") => `/admin/users/${encodeURIComponent(userId)}/${action}`;

export const adminUsersApi = {
  /** POST /server/admin/users/{id}/suspend — signs them out, hides their listings, rejects their pending sales. */
  suspend: (userId: string, input: TSuspendUser) => apiFetch<TSuspendResult>(userPath(userId, "suspend"), { method: "POST", body: input }),
  /** POST /server/admin/users/{id}/unsuspend — restores the listings the suspension hid. */
  unsuspend: (userId: string) => apiFetch<TUnsuspendResult>(userPath(userId, "unsuspend"), { method: "POST" }),
};
