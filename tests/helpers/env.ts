// Integration tests run inside `node scripts/with-db.mjs --test`, which provides a throwaway DATABASE_URL.
if (!process.env.DATABASE_URL)
  throw new Error("Run integration tests through `npm test` (scripts/with-db.mjs --test provides the database).");
if (!/_test\b|pawbazaar_test/.test(process.env.DATABASE_URL))
  throw new Error(`Refusing to run tests against ${process.env.DATABASE_URL}: not a test database.`);
process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-0123456789";
process.env.APP_URL ??= "http://localhost:3000";
delete process.env.RESEND_API_KEY;
