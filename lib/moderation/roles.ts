import "server-only";
import { getDb } from "@/lib/db";
import { recordAudit } from "./audit";
import type { TRole } from "@/lib/session/service";

// Roles change only through `npm run admin` (scripts/admin.ts), which runs with the database's own
// credentials on a maintainer's machine; no endpoint can grant or revoke one.

export const GRANTABLE_ROLES = ["moderator", "admin"] as const;

export type TRoleChange = { ok: true; email: string; from: TRole; to: TRole } | { ok: false; reason: "no_such_user" };

export async function setRole({ email, role }: { email: string; role: TRole }): Promise<TRoleChange> {
  const normalised = email.trim().toLowerCase();
  return getDb().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: normalised }, select: { id: true, role: true } });
    if (!user) return { ok: false, reason: "no_such_user" } as const;
    if (user.role !== role) {
      await tx.user.update({ where: { id: user.id }, data: { role } });
      await recordAudit(
        {
          actor: null,
          action: role === "user" ? "role_revoked" : "role_granted",
          targetUserId: user.id,
          reason: `${user.role} → ${role} (npm run admin)`,
        },
        tx,
      );
    }
    return { ok: true, email: normalised, from: user.role, to: role } as const;
  });
}

export async function listStaff() {
  return getDb().user.findMany({
    where: { role: { not: "user" } },
    select: { email: true, name: true, role: true },
    orderBy: { email: "asc" },
  });
}
