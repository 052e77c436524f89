// What the console's dispute endpoints answer, as zod schemas (the API reference describes them with these).
import * as z from "zod";
import { ZDisputeEvidenceDto } from "@/lib/orders/responses";
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, PROTECTION_STATES } from "@/lib/orders/schemas";

const ZPerson = z.object({ id: z.string(), name: z.string() });

/**
 * What the buyer paid for, as the listing said when the order was paid (lib/orders/protection.ts keeps
 * it on the order, as JSON): each field optional, so the console shows what a stored snapshot has.
 */
export const ZListingSnapshot = z
  .object({
    name: z.string().optional(),
    species: z.string().nullable().optional(),
    breed: z.string().nullable().optional(),
    age: z.string().nullable().optional(),
    born_on: z.iso.date().nullable().optional(),
    gender: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    location: z.string().nullable().optional(),
    unit_price: z.number().int().optional().meta({ description: "In whole rupees." }),
    quantity: z.number().int().optional(),
    image_ids: z.array(z.string()).optional(),
  })
  .meta({ description: "The listing as it was when paid for." });
export type TListingSnapshotDto = z.infer<typeof ZListingSnapshot>;

export const ZDisputeListItem = z
  .object({
    id: z.string(),
    ticket: z.string().meta({ description: 'Its ticket number ("PB-100234"), as both people were told it (lib/support/ticket.ts).' }),
    order_id: z.string(),
    source: z.enum(["buyer", "chargeback"]),
    reason: z.enum(DISPUTE_REASONS),
    pet_name: z.string(),
    order_total: z.number().int(),
    buyer: ZPerson,
    seller: ZPerson,
    created_at: z.iso.datetime(),
    acknowledge_by: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
    decide_by: z.iso.datetime(),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "DisputeListItem" });
export type TDisputeListItemDto = z.infer<typeof ZDisputeListItem>;

export const ZDisputeDetail = ZDisputeListItem.extend({
  details: z.string(),
  seller_statement: z.string().nullable(),
  refund_amount: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  evidence: z.array(ZDisputeEvidenceDto),
  listing_snapshot: ZListingSnapshot.nullable(),
  conversation: z.array(z.object({ from: z.enum(["buyer", "seller"]), body: z.string(), at: z.iso.datetime() })),
  order: z.object({
    protection: z.enum(PROTECTION_STATES),
    paid_at: z.iso.datetime().nullable(),
    handed_over_at: z.iso.datetime().nullable(),
    handed_over_by: z.string().nullable(),
    total_amount: z.number().int(),
  }),
}).meta({ id: "DisputeDetail" });
