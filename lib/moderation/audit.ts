import "server-only";
import { getDb, type TTx } from "@/lib/db";

// The audit log (table audit_log): one row for every moderation action, written in the same
// transaction as the action itself, so an action without its row cannot happen. The table refuses
// UPDATE and DELETE (a trigger in the migration), and no endpoint offers either.

export const AUDIT_ACTIONS = [
  "report_dismissed",
  "listing_hidden",
  "listing_auto_hidden",
  "listing_restored",
  "listing_deleted",
  "conversation_report_dismissed",
  "conversation_report_actioned",
  "user_suspended",
  "user_unsuspended",
  "support_replied",
  "support_closed",
  "support_reopened",
  "review_hidden",
  "review_restored",
  "role_granted",
  "role_revoked",
  "payout_recorded",
  // Protected payment (lib/disputes): the target is the order's buyer or seller, the order named in the reason.
  "dispute_opened",
  "dispute_statement",
  "dispute_acknowledged",
  "dispute_decided",
  "handover_by_moderator",
  // Payment problems (lib/payments/problems-actions.ts): the problem's kind and id in the reason.
  "payment_problem_retried",
  "payment_problem_resolved",
  // Listings that look like scams (lib/trust, lib/moderation/flags-actions.ts): a listing held by the system
  // (actor null) because a photo matches one taken down for fraud, and a flag a moderator dismissed.
  "listing_held",
  "listing_flag_dismissed",
  // Registered sellers (lib/sellers/registration-service.ts, registration-job.ts): the target is the seller; the
  // registration's type, state and number in the reason (a refusal's reason is the moderator's). A submission's
  // actor is the seller; an expiry's, the system.
  "seller_registration_submitted",
  "seller_registration_approved",
  "seller_registration_refused",
  "seller_registration_expired",
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export type TAuditInput = {
  /** The moderator, or null for the system (automatic hiding) and the `npm run admin` command. */
  actor: { id: string; email: string } | null;
  action: TAuditAction;
  targetUserId?: string | null;
  targetPetId?: string | null;
  targetReviewId?: string | null;
  targetRequestId?: string | null;
  reason?: string;
};

export async function recordAudit(entry: TAuditInput, db: TTx = getDb()) {
  await db.auditEntry.create({
    data: {
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      targetPetId: entry.targetPetId ?? null,
      targetReviewId: entry.targetReviewId ?? null,
      targetRequestId: entry.targetRequestId ?? null,
      reason: entry.reason ?? "",
    },
  });
}

/** The newest entries first, keyset-paged by (createdAt, id). */
export async function listAudit({ limit = 50, before }: { limit?: number; before?: { createdAt: Date; id: string } } = {}) {
  return getDb().auditEntry.findMany({
    where: before ? { OR: [{ createdAt: { lt: before.createdAt } }, { createdAt: before.createdAt, id: { lt: before.id } }] } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}
