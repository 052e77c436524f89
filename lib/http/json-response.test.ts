import { AppError } from "./errors";
import { handleError } from "./json-response";

describe("handleError", () => {
  beforeAll(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it("answers an AppError with its status, code and the code's English text", async () => {
    const res = handleError(new AppError("NOT_OWNER"), "rid");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: "You can only change your own listings.", code: "NOT_OWNER" });
    expect(res.headers.get("x-request-id")).toBe("rid");
  });

  it("fills a text's placeholders and answers them as params", async () => {
    const res = handleError(new AppError("CART_PET_UNAVAILABLE", { params: { pet: "Bruno" } }), "r");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      code: "CART_PET_UNAVAILABLE",
      message: "Bruno is no longer available. Remove it from your cart to continue.",
      params: { pet: "Bruno" },
    });
  });

  it("answers field problems as English texts and as codes, the first as the message", async () => {
    const res = handleError(new AppError("VALIDATION", { fields: { images: ["tooManyImages"], avatar: ["PHOTO_UNREADABLE"] } }), "r");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      code: "VALIDATION",
      message: "You can upload up to 5 images",
      fieldErrors: {
        images: ["You can upload up to 5 images"],
        avatar: ["This file is not an image we can read. Please upload a JPEG, PNG or WebP photo."],
      },
      fieldCodes: { images: ["tooManyImages"], avatar: ["PHOTO_UNREADABLE"] },
    });
  });

  it("maps Prisma's unique-violation and not-found codes", () => {
    expect(handleError(Object.assign(new Error("dup"), { code: "P2002" }), "r").status).toBe(409);
    expect(handleError(Object.assign(new Error("gone"), { code: "P2025" }), "r").status).toBe(404);
  });

  it("answers a deadlock or serialization failure with a retryable 409, however deep its cause", async () => {
    expect(handleError(Object.assign(new Error("write conflict"), { code: "P2034" }), "r").status).toBe(409);
    const nested = new Error("adapter", { cause: { kind: "postgres", originalCode: "40P01" } });
    const res = handleError(nested, "r");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      code: "CONCURRENT_CHANGE",
      message: "Someone else changed this at the same time. Please try again.",
    });
  });

  it("answers an unreachable database with 503 and Retry-After, as Prisma's adapter and pg report it", async () => {
    const prisma = Object.assign(new Error("Raw query failed"), {
      code: "P2010",
      meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 } } },
    });
    const pg = new Error("wrapped", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
    // The last: every pooled connection stayed busy through the connect timeout (pg-pool's text).
    for (const e of [prisma, pg, new Error("Connection terminated unexpectedly"), new Error("timeout exceeded when trying to connect")]) {
      const res = handleError(e, "r");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({
        success: false,
        code: "UNAVAILABLE",
        message: "We can't reach our servers right now. Please try again in a moment.",
      });
    }
  });

  it("hides a bug behind a generic 500", async () => {
    const res = handleError(new TypeError("x is undefined"), "r");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Server error. Please try again.", code: "INTERNAL" });
  });
});
