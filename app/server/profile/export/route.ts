// GET /server/profile/export — download my data: everything kept about me, as a ZIP archive streamed while it is made
import { startDataExport } from "@/lib/account/start-data-export";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

// A seller with many listings has many photos to send over a phone's connection.
export const maxDuration = 300;
export const dynamic = "force-dynamic";

export const GET = refuseCrossSite(
  withRoute(contract.GET, async ({ auth, requestId }) => {
    const { body, fileName } = await startDataExport({ userId: auth.user.id, sessionId: auth.sessionId, requestId });
    return new Response(body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  }),
);
