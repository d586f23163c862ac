import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./src/config/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages are rendered from the real database at run time, then cached (see the handler).
  cacheHandler: path.resolve("src/server/cache/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // How long a proxy may serve a page past its revalidation time while it fetches a fresh one.
  expireTime: 86_400,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pdfkit"],
  // The largest form is an article (100,000 characters at most); larger bodies are refused
  // before any work. Images are uploaded to a route handler with its own limit.
  experimental: { serverActions: { bodySizeLimit: "512kb" } },
  images: { formats: ["image/avif", "image/webp"] },
  headers: async () => securityHeaders(process.env.NODE_ENV === "production"),
};

export default nextConfig;
