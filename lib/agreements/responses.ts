import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { SECTION_KEYS } from "./terms";

// The answers of the agreement endpoints (app/server/orders/[id]/agreement*).

export const ZAgreementSignatureDto = z
  .object({
    role: z.enum(["buyer", "seller"]),
    typed_name: z.string().meta({ description: "The full name the party typed to sign." }),
    lang: z.enum(["en", "te", "hi"]).meta({ description: "The language of the text they signed." }),
    text_hash: z.string().meta({ description: "The SHA-256 (hex) of the exact text they were shown." }),
    signed_at: z.iso.datetime(),
  })
  .meta({ id: "AgreementSignature" });

export const ZAgreementDto = z
  .object({
    order_id: z.string(),
    mode: z.enum(["sale", "rehoming"]),
    version: z.string().meta({ description: "The version of the wording (lib/agreements/terms.ts)." }),
    lang: z.enum(["en", "te", "hi"]),
    pet_name: z.string(),
    title: z.string(),
    sections: z.array(z.object({ key: z.enum(SECTION_KEYS), heading: z.string(), paragraphs: z.array(z.string()) })),
    text_hash: z.string().meta({ description: "The SHA-256 (hex) of this text: send it back to sign it." }),
    signatures: z.array(ZAgreementSignatureDto),
    my_role: z.enum(["buyer", "seller"]).nullable().meta({ description: "Null for a moderator, who reads only." }),
    can_sign: z.boolean(),
    is_complete: z.boolean().meta({ description: "Both parties have signed." }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Agreement" });
export type TAgreementDto = z.infer<typeof ZAgreementDto>;

/** GET /server/orders/{id}/agreement, and its signing: the agreement as it now is. */
export const ZAgreementAnswer = okAnswer({ agreement: ZAgreementDto });
