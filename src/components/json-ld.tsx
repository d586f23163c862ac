import { serializeJsonLd } from "@/server/seo";

/** Structured data for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // The payload is escaped by serializeJsonLd, and it is data: browsers never execute it.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
