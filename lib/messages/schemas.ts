import * as z from "zod";
import "@/lib/zod";

export const MAX_MESSAGE_LENGTH = 2000;

export const ZSendMessage = z.object({
  receiver_id: z.string("receiver_id is required").trim().min(1, "receiver_id is required").max(40, "Recipient not found"),
  pet_id: z.string("pet_id must be text").trim().max(40, "Pet not found").nullish().transform((v) => v || null),
  message: z
    .string("Message must be text")
    .trim()
    .min(1, "Message cannot be empty")
    .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;
