import { notFoundMetadata } from "@/features/not-found/metadata";
import { missingPage } from "@/features/not-found/missing-page";

export const metadata = notFoundMetadata;

// Every visit to an unknown address is logged, so this page is never cached.
export const dynamic = "force-dynamic";

export default async function MissingPublicPage({ params }: PageProps<"/[...missing]">) {
  missingPage((await params).missing);
}
