import path from "node:path";
import type { NextConfig } from "next";
import { iconSpriteDigest } from "./src/components/ui/icon-sprite";
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
    // The widths the site's slots need (cards up to 360 CSS px, full width on phones at 2–3×,
    // avatars of 56 px): each image's srcset lists these only, not Next.js's nine defaults up to
    // 3,840 px, which lengthened every card in the HTML for widths no source image has.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  headers: async () => securityHeaders(process.env.NODE_ENV === "production"),
};

export default nextConfig;
