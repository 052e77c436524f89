import type { TRateLimit } from "@/lib/http/rate-limit";

// Per account: a changed email sends a mail, a password check is a guess like a login attempt.
export const PROFILE_LIMITS = {
  updatePerUser: { name: "profile-update-user", limit: 20, windowSeconds: 15 * 60 },
  passwordPerUser: { name: "profile-password-user", limit: 10, windowSeconds: 15 * 60 },
  avatarPerUser: { name: "profile-avatar-user", limit: 20, windowSeconds: 60 * 60 },
  // Deleting the account checks the password: as many guesses as changing it allows.
  deletePerUser: { name: "profile-delete-user", limit: 10, windowSeconds: 15 * 60 },
  settingsPerUser: { name: "profile-settings-user", limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, TRateLimit>;
