import { decodeCursor, decodeTimeCursor, encodeCursor, encodeTimeCursor, pageAtAddress } from "./cursor";
import { AppError } from "./errors";

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const refused = (fn: () => unknown) => {
  try {
    fn();
    return "accepted";
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe("lib/http/cursor", () => {
  it("reads back the (createdAt, id) it wrote", () => {
    const at = { createdAt: new Date("2026-11-27T10:00:00.000Z"), id: "c".repeat(25) };
    expect(decodeTimeCursor(encodeTimeCursor(at))).toEqual(at);
  });

  it("refuses what it did not write: not base64url JSON, the wrong shape, a time out of range, an id that is not one", () => {
    const id = "c".repeat(25);
    for (const cursor of [
      "%%%",
      raw("text"),
      raw(null),
      raw({ t: "2026-11-27T10:00:00.000Z" }),
      raw({ t: "0001-01-01T00:00:00.000Z", id }),
      raw({ t: "yesterday", id }),
      raw({ t: "2026-11-27T10:00:00.000Z", id: "x'; --" }),
    ]) {
      expect([cursor, refused(() => decodeTimeCursor(cursor))]).toEqual([cursor, "INVALID_CURSOR"]);
    }
  });

  it("gives a list's own check the decoded object, and answers INVALID_CURSOR when it says no", () => {
    const isPage = (v: unknown): v is { page: number } => typeof (v as { page?: unknown })?.page === "number";
    expect(decodeCursor(encodeCursor({ page: 2 }), isPage)).toEqual({ page: 2 });
    expect(refused(() => decodeCursor(encodeCursor({ page: "2" }), isPage))).toBe("INVALID_CURSOR");
  });
});

describe("pageAtAddress", () => {
  const load = async (cursor?: string) => {
    if (cursor === "bad") throw new AppError("INVALID_CURSOR");
    if (cursor === "broken") throw new AppError("UNAVAILABLE");
    return cursor ?? "first page";
  };

  it("loads the page the address names, and says whether it is the first", async () => {
    expect(await pageAtAddress(null, load)).toEqual({ page: "first page", isFirst: true });
    expect(await pageAtAddress("next", load)).toEqual({ page: "next", isFirst: false });
  });

  it("shows the first page for a cursor that is not one of ours, and lets any other failure through", async () => {
    expect(await pageAtAddress("bad", load)).toEqual({ page: "first page", isFirst: true });
    await expect(pageAtAddress("broken", load)).rejects.toMatchObject({ code: "UNAVAILABLE" });
  });
});
