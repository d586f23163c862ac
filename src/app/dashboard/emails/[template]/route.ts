import { siteConfig } from "@/config/site";
import { mailSample } from "@/features/emails/catalogue";
import { adminRoute } from "@/server/auth/admin-route";
import { renderMail } from "@/server/mail/render";

/** One template's HTML with its sample data, as the preview page frames it (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/emails/[template]">,
) {
  return adminRoute(async () => {
    const sample = mailSample((await params).template);
    if (!sample)
      return new Response("Ce modèle d'e-mail n'existe pas.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const { html } = await renderMail(await sample.message(siteConfig));
    return new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  });
}
