import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages are rendered from the real database at run time, then cached (see the handler).
  cacheHandler: path.resolve("src/server/cache/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  images: { formats: ["image/avif", "image/webp"] },
};

export default nextConfig;
