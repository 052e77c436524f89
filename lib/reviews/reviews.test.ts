import { shortName } from "./names";
import { ZCreateReview, ZHideReview, ZReviewInput, ZReviewReply } from "./schemas";

describe("shortName", () => {
  it.each([
    ["Arjun Mehta", "Arjun M."],
    ["  lakshmi   devi reddy ", "lakshmi R."],
    ["Meera", "Meera"],
    ["", ""],
    ["అర్జున్ మెహతా", "అర్జున్ మ."],
  ])("%j → %j", (name, expected) => expect(shortName(name)).toBe(expected));
});

const codes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));

describe("review schemas", () => {
  it("takes 1 to 5 whole stars and an optional comment, trimmed", () => {
    expect(ZReviewInput.parse({ rating: 5 })).toEqual({ rating: 5, comment: "" });
    expect(ZReviewInput.parse({ rating: 1, comment: "  Lovely pup  " })).toEqual({ rating: 1, comment: "Lovely pup" });
    for (const rating of [0, 6, 4.5, "5", null, undefined])
      expect(codes(ZReviewInput.safeParse({ rating }))).toEqual({ rating: "REVIEW_RATING" });
  });
  it("bounds the comment and the reply, and wants a reply and a reason", () => {
    expect(codes(ZReviewInput.safeParse({ rating: 3, comment: "x".repeat(1001) }))).toEqual({ comment: "REVIEW_COMMENT_TOO_LONG" });
    expect(ZReviewInput.safeParse({ rating: 3, comment: "x".repeat(1000) }).success).toBe(true);
    expect(codes(ZReviewReply.safeParse({ reply: "   " }))).toEqual({ reply: "REVIEW_REPLY_EMPTY" });
    expect(codes(ZReviewReply.safeParse({ reply: "y".repeat(1001) }))).toEqual({ reply: "REVIEW_REPLY_TOO_LONG" });
    expect(codes(ZHideReview.safeParse({ reason: "" }))).toEqual({ reason: "REVIEW_HIDE_REASON" });
    expect(codes(ZHideReview.safeParse({ reason: "z".repeat(501) }))).toEqual({ reason: "REVIEW_HIDE_REASON" });
  });
  it("names the order a review is for", () => {
    expect(ZCreateReview.parse({ orderId: " cm1 ", rating: 4 })).toEqual({ orderId: "cm1", rating: 4, comment: "" });
    expect(codes(ZCreateReview.safeParse({ orderId: "x".repeat(41), rating: 4 }))).toEqual({ orderId: "ORDER_NOT_FOUND" });
  });
});
