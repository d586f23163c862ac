import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteConfig } from "@/config/site";
import { AbroadPage } from "@/features/catalogue/components/public/abroad-page";
import { abroadPageSeo } from "@/features/catalogue/metadata";
import { pageMetadata } from "@/server/seo";

// Rendered on first request, then cached like the first page.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The page's number, from 2 (the first is /formations/etranger itself); null otherwise. */
function pageNumber(param: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(param) && Number(param) >= 2 ? Number(param) : null;
}

export async function generateMetadata({
  params,
}: PageProps<"/formations/etranger/page/[page]">): Promise<Metadata> {
  const page = pageNumber((await params).page);
  return page ? pageMetadata(siteConfig, abroadPageSeo(page)) : {};
}

export default async function AbroadFormationsNextPage({
  params,
}: PageProps<"/formations/etranger/page/[page]">) {
  const page = pageNumber((await params).page);
  if (!page) notFound();
  return <AbroadPage page={page} />;
}
