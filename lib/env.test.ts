import { isPreviewDeployment, siteAddress, ZFeePercent } from "./env";

describe("siteAddress (APP_URL as the site gives it out)", () => {
  it.each([
    ["APP_URL when it is set", { APP_URL: "https://pawbazaar.in" }, "https://pawbazaar.in"],
    ["locally, localhost on PORT", { PORT: "3100" }, "http://localhost:3100"],
    ["locally without PORT, port 3000", {}, "http://localhost:3000"],
    [
      "on Vercel production without APP_URL, the production address Vercel reports",
      { VERCEL_ENV: "production", VERCEL_URL: "pawbazaar-abc123.vercel.app", VERCEL_PROJECT_PRODUCTION_URL: "pawbazaar.in" },
      "https://pawbazaar.in",
    ],
    [
      "on Vercel production, APP_URL wins",
      { VERCEL_ENV: "production", APP_URL: "https://www.pawbazaar.in", VERCEL_PROJECT_PRODUCTION_URL: "pawbazaar.vercel.app" },
      "https://www.pawbazaar.in",
    ],
    [
      "on a preview, the branch's own address, even when APP_URL names production",
      {
        VERCEL_ENV: "preview",
        APP_URL: "https://pawbazaar.in",
        VERCEL_BRANCH_URL: "pawbazaar-git-search-team.vercel.app",
        VERCEL_URL: "pawbazaar-abc123.vercel.app",
        VERCEL_PROJECT_PRODUCTION_URL: "pawbazaar.in",
      },
      "https://pawbazaar-git-search-team.vercel.app",
    ],
    [
      "on a preview without a branch address, the deployment's own",
      { VERCEL_ENV: "preview", VERCEL_URL: "pawbazaar-abc123.vercel.app", VERCEL_PROJECT_PRODUCTION_URL: "pawbazaar.in" },
      "https://pawbazaar-abc123.vercel.app",
    ],
  ])("%s", (_why, vars: Record<string, string>, expected) => {
    expect(siteAddress(vars)).toBe(expected);
  });

  it("tells a preview deployment from the others", () => {
    expect(isPreviewDeployment({ VERCEL_ENV: "preview" })).toBe(true);
    expect(isPreviewDeployment({ VERCEL_ENV: "production" })).toBe(false);
    expect(isPreviewDeployment({})).toBe(false);
  });
});

describe("PLATFORM_FEE_PERCENT", () => {
  it.each([
    ["0", 0],
    ["2.5", 2.5],
    [" 12.75 ", 12.75],
    ["100", 100],
  ])("accepts %j", (text, value) => {
    expect(ZFeePercent.parse(text)).toBe(value);
  });

  it.each(["-1", "100.01", "101", "2.555", "2,5", "abc", "", "1e2"])("refuses %j", (text) => {
    expect(ZFeePercent.safeParse(text).success).toBe(false);
  });
});
