import { endpoint, idParam } from "@/lib/api/contract";
import { ZOrderDetailAnswer } from "@/lib/orders/responses";

export const GET = endpoint({
  tag: "Orders",
  summary: "One of my orders, with its protection",
  description:
    "For its buyer or its seller: where the money stands (held until handover, the protection window, released or refunded), the deadlines, what each can do now, the timeline and any dispute. The handover code is given only to the buyer, only while the money is held. To anyone else the order does not exist.",
  auth: "required",
  notFound: "ORDER_NOT_FOUND",
  params: idParam("order"),
  errors: ["ORDER_NOT_FOUND"],
  responses: [{ status: 200, description: "The order.", schema: ZOrderDetailAnswer }],
});
