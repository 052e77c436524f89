import { isAllowedOrigin } from "./origin";

const req = (headers: Record<string, string>) => new Request("http://localhost:3000/server/auth/logout", { method: "POST", headers });

describe("isAllowedOrigin", () => {
  beforeAll(() => {
    process.env.APP_URL = "http://localhost:3000";
    process.env.DATABASE_URL ??= "postgresql://unused";
    process.env.NEXTAUTH_SECRET ??= "unit-tests-secret-0123456789";
  });

  it("accepts our own origin only", () => {
    expect(isAllowedOrigin(req({ origin: "http://localhost:3000" }))).toBe(true);
  });
  it("does not take the client's Host or X-Forwarded-Host as a reason to trust its Origin", () => {
    expect(isAllowedOrigin(req({ origin: "https://evil.example", host: "evil.example" }))).toBe(false);
    expect(isAllowedOrigin(req({ origin: "https://evil.example", "x-forwarded-host": "evil.example" }))).toBe(false);
  });
  it("refuses other sites and opaque origins", () => {
    expect(isAllowedOrigin(req({ origin: "https://evil.example", host: "pawbazaar.in" }))).toBe(false);
    expect(isAllowedOrigin(req({ origin: "null" }))).toBe(false);
    expect(isAllowedOrigin(req({ "sec-fetch-site": "cross-site" }))).toBe(false);
  });
  it("accepts same-origin fetches without an Origin header and non-browser clients", () => {
    expect(isAllowedOrigin(req({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isAllowedOrigin(req({}))).toBe(true);
  });
});
