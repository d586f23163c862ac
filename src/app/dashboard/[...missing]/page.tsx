import { notFoundMetadata } from "@/features/not-found/metadata";
import { missingPage } from "@/features/not-found/missing-page";
import { paths } from "@/config/paths";

export const metadata = notFoundMetadata;

// The staff area's unknown addresses: the not-found page without the public header and footer.
export const dynamic = "force-dynamic";

export default async function MissingDashboardPage({
  params,
}: PageProps<"/dashboard/[...missing]">) {
  missingPage((await params).missing, paths.dashboard);
}
