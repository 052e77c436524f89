import os from "node:os";
import config from "@/next.config";

describe("next.config.ts", () => {
  it("lets `next dev` serve its scripts to pages opened at this machine's own addresses (127.0.0.1, the Wi-Fi address a phone opens)", () => {
    const ipv4 = Object.values(os.networkInterfaces())
      .flat()
      .filter((i) => i?.family === "IPv4")
      .map((i) => i!.address);
    expect(ipv4).toContain("127.0.0.1");
    expect(config.allowedDevOrigins).toEqual(expect.arrayContaining(ipv4));
    // Other sites stay out: only addresses of this machine are listed.
    expect(config.allowedDevOrigins!.every((o) => /^[\d.]+$|^\[[0-9a-f:]+\]$/i.test(o))).toBe(true);
  });

  it("asks search engines not to index anything of a Vercel preview, and only there", async () => {
    const robotsHeader = async () => (await config.headers!()).filter((rule) => rule.headers.some((h) => h.key === "X-Robots-Tag"));
    expect(await robotsHeader()).toEqual([]);
    process.env.VERCEL_ENV = "preview";
    try {
      expect(await robotsHeader()).toEqual([{ source: "/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex" }] }]);
    } finally {
      delete process.env.VERCEL_ENV;
    }
  });
});
