import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export type TLocalS3 = { endpoint: string; bucket: string; publicUrl: string; stop: () => Promise<void> };

/** A key the local server refuses to store (see tests/helpers/s3-server.mjs). */
export const REFUSED_KEY_PART = "refused-by-store";

/**
 * A local S3-compatible server (s3rver, from npm) with one empty bucket, storing in a temporary
 * directory. It speaks the protocol of AWS S3, R2 and MinIO, and like a public bucket it answers
 * anonymous GETs, so it also stands in for a bucket's public URL.
 */
export async function startLocalS3(bucket = "pawbazaar-photos"): Promise<TLocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "pawbazaar-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", path.join(__dirname, "s3-server.mjs"), directory, bucket], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The local S3 server exited (${code}) before it listened`)));
    createInterface({ input: child.stdout! }).once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  child.removeAllListeners("exit");
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What the app reads to use that bucket (lib/env.ts). s3rver takes any credentials. */
export const localS3Env = (s3: TLocalS3, { publicUrl = true } = {}) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: "us-east-1",
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  ...(publicUrl ? { S3_PUBLIC_URL: s3.publicUrl } : {}),
});
