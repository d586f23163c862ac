import { siteConfig } from "@/config/site";
import { renderProgrammePdf } from "@/features/formations/programme-pdf";
import { getFormationPage } from "@/features/formations/queries";
import { isSlug } from "@/lib/slug";

export async function GET(_request: Request, { params }: RouteContext<"/formation/[slug]/programme.pdf">) {
  const { slug } = await params;
  const data = isSlug(slug) ? await getFormationPage(slug) : null;
  if (!data) {
    return new Response("Formation introuvable.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await renderProgrammePdf(siteConfig, data);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="programme-${data.formation.slug}.pdf"`,
      "Cache-Control": "public, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
