import { quoteMetadata } from "@/features/contact/metadata";
import { QuoteRequest } from "../quote-request";

export const revalidate = 3600;

export const metadata = quoteMetadata;

// Rendered on the first request for each formation and cached, as the formation pages are.
export function generateStaticParams() {
  return [];
}

/**
 * The quote page of one formation, cached per formation: the proxy serves
 * /devis?formation={slug} from here. Its own address is not one of the site's (404).
 */
export default async function FormationQuotePage({ params }: PageProps<"/devis/[formation]">) {
  const { formation } = await params;
  return <QuoteRequest formation={formation} />;
}
