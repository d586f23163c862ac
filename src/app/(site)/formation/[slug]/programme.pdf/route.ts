import { siteConfig } from "@/config/site";
import { renderProgrammePdf } from "@/features/catalogue/programme-pdf";
import { getFormationPage } from "@/features/catalogue/queries";
import { isSlug } from "@/lib/slug";
import { readOrDefault } from "@/server/read-or-default";
import { sharedCacheControl } from "@/lib/cache-control";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function GET(
  _request: Request,
  { params }: RouteContext<"/formation/[slug]/programme.pdf">,
) {
  const { slug } = await params;
  const data = isSlug(slug)
    ? await readOrDefault(() => getFormationPage(slug), undefined, "programme (PDF)")
    : null;
  // The database unreachable: a French answer, where the framework's would be English.
  if (data === undefined)
    return text("Programme indisponible pour le moment : réessayez dans quelques instants.", 503);
  if (!data) return text("Formation introuvable.", 404);
  const pdf = await renderProgrammePdf(siteConfig, data);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="programme-${data.formation.slug}.pdf"`,
      "Cache-Control": sharedCacheControl(),
    },
  });
}
