import path from "node:path";
import type { NextConfig } from "next";
import { iconSpriteDigest } from "./src/components/ui/icon-sprite";
import { imageWidths } from "./src/config/images";
import { securityHeaders } from "./src/config/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The icon sprite's digest, for the address every Icon uses, on the server and in the browser.
  env: { ICON_SPRITE_DIGEST: iconSpriteDigest() },
  reactStrictMode: true,
  // Pages are rendered from the real database at run time, then cached (see the handler).
  cacheHandler: path.resolve("src/server/cache/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // How long a proxy may serve a page past its revalidation time while it fetches a fresh one.
  expireTime: 86_400,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pdfkit"],
  // The largest form is an article (100,000 characters at most); larger bodies are refused
  // before any work. Images are uploaded to a route handler with its own limit.
  // The proxy (src/proxy.ts) holds in memory up to this much of every body it sees, before any
  // check of who is asking: 1 MB is above the largest form. The picture uploads (25 MB) skip
  // the proxy (its matcher), and their route refuses by the announced length before reading.
  experimental: {
    serverActions: { bodySizeLimit: "512kb" },
    proxyClientMaxBodySize: "1mb",
  },
  images: {
    formats: ["image/avif", "image/webp"],
    ...imageWidths,
  },
  headers: async () => securityHeaders(process.env.NODE_ENV === "production"),
};

export default nextConfig;
