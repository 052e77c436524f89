import { formatCount, formatDate, formatMessageTime, formatPaise, formatPrice } from "./format";

describe("formatPrice", () => {
  it.each(["en", "te", "hi"])("uses ₹ and Indian grouping in %s", (locale) => {
    expect(formatPrice(123456, locale)).toBe("₹1,23,456");
    expect(formatPrice(10_000_000, locale)).toBe("₹1,00,00,000");
  });

  it("shows whole rupees, no decimals", () => {
    expect(formatPrice(500)).toBe("₹500");
    expect(formatPrice(1999.6)).toBe("₹2,000");
    expect(formatPrice(0)).toBe("₹0");
  });

  it("never prints NaN", () => {
    expect(formatPrice(Number.NaN)).toBe("₹0");
  });
});

describe("formatPaise", () => {
  it.each(["en", "te", "hi"])("shows rupees with Indian grouping in %s, and paise only when there are any", (locale) => {
    expect(formatPaise(975038, locale)).toBe("₹9,750.38");
    expect(formatPaise(975000, locale)).toBe("₹9,750");
    expect(formatPaise(12345678905, locale)).toBe("₹12,34,56,789.05");
  });

  it("writes a negative amount with a minus, and never NaN", () => {
    expect(formatPaise(-25050)).toBe("-₹250.50");
    expect(formatPaise(0)).toBe("₹0");
    expect(formatPaise(Number.NaN)).toBe("₹0");
  });
});

describe("formatCount", () => {
  it("groups like India does", () => {
    expect(formatCount(1234567)).toBe("12,34,567");
  });
});

describe("formatDate", () => {
  it("formats per locale", () => {
    expect(formatDate("2025-07-20", "en")).toBe("20 July 2025");
    expect(formatDate("2025-07-20", "hi")).toBe("20 जुलाई 2025");
    expect(formatDate("2025-07-20", "te")).toContain("2025");
    expect(formatDate("2025-07-20", "te")).not.toContain("July");
  });

  it("reads a day in India's calendar whatever the server's time zone", () => {
    expect(formatDate("2025-01-01", "en", "medium")).toBe("1 Jan 2025");
    expect(formatDate("2024-12-31T20:00:00.000Z", "en", "medium")).toBe("1 Jan 2025");
  });

  it("gives an empty text for an unreadable date", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("formatMessageTime", () => {
  const now = new Date("2026-11-21T10:00:00+05:30");
  it("shows the time alone for today and the day with the time before, in India's time zone", () => {
    expect(formatMessageTime("2026-11-21T09:05:00+05:30", "en", now)).toMatch(/^9:05\s?am$/i);
    expect(formatMessageTime("2026-11-20T21:30:00+05:30", "en", now)).toMatch(/^20 Nov,? 9:30\s?pm$/i);
    expect(formatMessageTime("not a date", "en", now)).toBe("");
  });
  it("uses the reader's language", () => {
    expect(formatMessageTime("2026-11-20T21:30:00+05:30", "hi", now)).toContain("नव॰");
  });
});
