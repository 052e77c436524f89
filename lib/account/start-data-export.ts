import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { dataExportedMail } from "@/lib/email/data-exported-mail";
import { AppError } from "@/lib/http/errors";
import { blobStore, type TBlobStore } from "@/lib/images/store";
import { agreementPdfs } from "./data-export-agreements";
import { CONTENTS } from "./data-export-contents";
import { EXPORT_JSON_FILES, exportFileName } from "./data-export-files";
import { prettyJson } from "./data-export-json";
import { largestRendition, photos } from "./data-export-photos";
import { readmeText } from "./data-export-readme";
import { userSelect, type TContext, type TUserRow } from "./data-export-rows";

// "Download my data" (GET /server/profile/export): everything held about the signed-in person, as a ZIP
// written into the answer while it is made; what each file holds is in data-export-*.ts. Memory stays flat:
// rows are read in keyset batches, photos one at a time, and writing waits while the phone's download is
// behind. fflate writes no ZIP64, so an archive must stay under 4 GB (a person's photos: a few hundred MB).
// Anyone else appears by display name only: never an email, a phone, a town or an id.
// docs/data-rights.md, "What a person can do".

/** The answer's queue: while this many bytes wait for the reader, no more rows or photos are read. */
const QUEUE_BYTES = 256 * 1024;
/** Text is handed to the compressor in pieces of about this size. */
const TEXT_PIECE_CHARS = 64 * 1024;

// The archive as a stream

class ExportCancelled extends Error {}

/**
 * Starts the archive of everything about `userId` and answers its bytes as a stream. The person is read
 * first, so a database that is down answers 503 before any byte is sent. When the last byte is queued,
 * the person is mailed that their data was downloaded (in their language); a download the reader gave
 * up on sends nothing.
 */
export async function startDataExport({
  userId,
  sessionId = null,
  requestId,
  store = blobStore(),
  now = new Date(),
}: {
  userId: string;
  sessionId?: string | null;
  requestId?: string;
  store?: TBlobStore;
  now?: Date;
}): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw new AppError("UNAUTHORIZED");
  const ctx: TContext = { db, userId, sessionId, user };

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | null = null;
  let isCancelled = false;
  let exporting: Promise<void> = Promise.resolve();
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      pull: resume,
      // Settles once the export has stopped (the read under way finished; nothing more is read, written
      // or mailed), so whoever hangs up knows when this download's work is over, not just asked to end.
      cancel: () => {
        isCancelled = true;
        resume();
        return exporting;
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );

  let zipError: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipError = error;
    else if (!isCancelled) controller.enqueue(chunk);
  });

  /** Waits while the reader is behind; stops the export when it went away. */
  const drained = async () => {
    while (!isCancelled && !zipError && (controller.desiredSize ?? 0) <= 0) await new Promise<void>((r) => (wake = r));
    if (zipError) throw zipError;
    if (isCancelled) throw new ExportCancelled();
  };

  const encoder = new TextEncoder();
  const addText = async (name: string, pieces: AsyncIterable<string> | Iterable<string>) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = now;
    zip.add(file);
    let text = "";
    for await (const piece of pieces) {
      text += piece;
      if (text.length >= TEXT_PIECE_CHARS) {
        file.push(encoder.encode(text));
        text = "";
        await drained();
      }
    }
    file.push(encoder.encode(text), true);
    await drained();
  };
  const addStored = async (name: string, data: Uint8Array) => {
    const file = new ZipPassThrough(name);
    file.mtime = now;
    zip.add(file);
    file.push(data, true);
    await drained();
  };

  const write = async () => {
    await addText("README.txt", [readmeText(user, now)]);
    for (const file of EXPORT_JSON_FILES) {
      await addText(
        file.name,
        (async function* () {
          yield* prettyJson(CONTENTS[file.key](ctx));
          yield "\n";
        })(),
      );
    }
    for await (const photo of photos(ctx)) {
      const blob = await largestRendition(store, photo.base);
      // A row whose photo the store lost: the archive goes on without it (listings.json still names it).
      if (blob) await addStored(photo.name, blob.data);
      else console.warn(JSON.stringify({ level: "warn", event: "data_export_photo_missing", requestId, key: photo.base }));
    }
    for await (const pdf of agreementPdfs(ctx)) await addStored(pdf.name, pdf.data);
    zip.end();
    if (zipError) throw zipError;
  };

  exporting = (async () => {
    try {
      await write();
    } catch (e) {
      zip.terminate();
      if (e instanceof ExportCancelled) return;
      console.error(
        JSON.stringify({
          level: "error",
          event: "data_export_failed",
          requestId,
          userId,
          error: e instanceof Error ? e.message : String(e),
        }),
      );
      controller.error(e);
      return;
    }
    // The mail goes before the end of the answer, so that a download that completed has been told of.
    await mailExported(userId, user, now, requestId);
    try {
      controller.close();
    } catch {
      // the reader went away meanwhile
    }
  })();

  return { body, fileName: exportFileName(now) };
}

/** Tells the person their data was downloaded; a mail that fails does not undo the download. */
async function mailExported(userId: string, user: TUserRow, at: Date, requestId: string | undefined) {
  try {
    await sendMail({ to: user.email, userId, ...dataExportedMail({ locale: user.locale, name: user.name, at }) });
  } catch (e) {
    console.error(
      JSON.stringify({ level: "error", event: "data_export_mail_failed", requestId, error: e instanceof Error ? e.message : String(e) }),
    );
  }
}
