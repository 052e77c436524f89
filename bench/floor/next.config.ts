import type { NextConfig } from "next";

// Next.js's defaults: the floor is the framework as it ships.
const nextConfig: NextConfig = { poweredByHeader: false };

export default nextConfig;
