import { quoteMetadata } from "@/features/contact/metadata";
import { QuoteRequest } from "./quote-request";

export const revalidate = 3600;

export const metadata = quoteMetadata;

/** /devis without a formation: the contact form. With one, the proxy serves ./[formation]. */
export default function QuotePage() {
  return <QuoteRequest />;
}
