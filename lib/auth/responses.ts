// What the session endpoints answer, as zod schemas; the API reference (lib/openapi) describes the
// answers with them. The user in them is the session's (lib/session/responses.ts).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { ZSessionUser } from "@/lib/session/responses";

/** What register and login answer: the session's token and its user (the session cookie comes with it). */
export const ZSessionAnswer = okAnswer({
  message: z.string(),
  token: z.string().meta({ description: "The session token: send it as `Authorization: Bearer <token>`." }),
  user: ZSessionUser,
});

/** GET /server/auth/me. */
export const ZMeAnswer = okAnswer({ user: ZSessionUser });
