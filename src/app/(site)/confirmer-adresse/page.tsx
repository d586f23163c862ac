import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { readContactAddressLink } from "@/features/accounts/contact-address-change";
import { ContactAddressView } from "@/features/accounts/components/public/contact-address-view";
import { getDb } from "@/server/database";

// A personal page, never indexed nor cached: its address carries a token.
export const metadata: Metadata = {
  title: { absolute: `Adresse de contact | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function ContactAddressPage({
  searchParams,
}: PageProps<"/confirmer-adresse">) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const link = await readContactAddressLink(await getDb(), token);
  return <ContactAddressView link={link} token={token} failed={"erreur" in query} />;
}
