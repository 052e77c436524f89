// How a job's command (npm run alerts, retention, payments:reconcile, protection, message-mails) ends:
// its exit code is what `main` answers, an error is printed as one line and exits 1, and the database
// connection is closed either way.
import { getDb } from "../lib/db";

export function runJob(main: () => Promise<number>) {
  main()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((e) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 1;
    })
    .finally(() => getDb().$disconnect());
}
