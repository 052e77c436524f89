// GET /server/orders/dispute/evidence/{id} — a dispute's photo, for its two people and the moderators
import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/route";
import { isModerator } from "@/lib/session/service";
import { getEvidence } from "@/lib/disputes/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params }) => {
  const blob = await getEvidence({ evidenceId: params.id, userId: auth.user.id, isModerator: isModerator(auth.role) });
  return new NextResponse(new Uint8Array(blob.data), {
    status: 200,
    headers: { "content-type": blob.contentType, "cache-control": "private, no-store", "content-length": String(blob.size) },
  });
});
