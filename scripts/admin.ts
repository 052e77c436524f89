// Grants and revokes the moderation console's roles. The only way to change a role: no endpoint can.
//   npm run admin -- grant <email> moderator|admin
//   npm run admin -- revoke <email>
//   npm run admin -- list
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs).
// Each change is written to the audit log.
import "dotenv/config";
import { getDb } from "../lib/db";
import { GRANTABLE_ROLES, listStaff, setRole } from "../lib/moderation/roles";

const USAGE = "Usage: npm run admin -- grant <email> moderator|admin | revoke <email> | list";

async function main(argv: string[]): Promise<number> {
  const [command, email, role] = argv;
  if (command === "list") {
    const staff = await listStaff();
    if (!staff.length) console.log("No moderators or admins yet.");
    for (const u of staff) console.log(`${u.role.padEnd(9)} ${u.email} (${u.name})`);
    return 0;
  }
  if (command === "grant" && email && (GRANTABLE_ROLES as readonly string[]).includes(role ?? "")) {
    const r = await setRole({ email, role: role as (typeof GRANTABLE_ROLES)[number] });
    if (!r.ok) {
      console.error(`No account with the email ${email}. The person must register first.`);
      return 1;
    }
    console.log(
      r.from === r.to
        ? `${r.email} is already ${r.to}.`
        : `${r.email}: ${r.from} → ${r.to}. They see the console at /admin after their next page load.`,
    );
    return 0;
  }
  if (command === "revoke" && email && !role) {
    const r = await setRole({ email, role: "user" });
    if (!r.ok) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(r.from === r.to ? `${r.email} has no role to revoke.` : `${r.email}: ${r.from} → user.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  })
  .finally(() => getDb().$disconnect());
