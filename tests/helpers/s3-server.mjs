// A local S3-compatible server for the tests: s3rver (npm) on a free port with one bucket, in its own
// process. Started by tests/helpers/s3.ts as
//   node --openssl-legacy-provider tests/helpers/s3-server.mjs <directory> <bucket>
// and prints {"port": N} once it listens. Its own process because s3rver (last released 2021) signs
// list continuation tokens with DES, which OpenSSL 3 only offers through the legacy provider, and
// because a crash in it should fail a test, not the test runner.
//
// Like a real bucket that denies an object (a policy, a full disk), it refuses any upload whose key
// contains "refused-by-store" with 403 AccessDenied: the tests use it to see what a failed upload leaves.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
server.middleware.unshift(async (ctx, next) => {
  if (ctx.method === "PUT" && ctx.path.includes("refused-by-store")) {
    ctx.status = 403;
    ctx.type = "application/xml";
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    return;
  }
  await next();
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
