import { paths } from "@/config/paths";

/**
 * The signing link of the mails sent before the device's page had a button: it leads there, and
 * changes nothing itself.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/emargement">,
) {
  const { token } = await params;
  return new Response(null, {
    status: 303,
    headers: { Location: paths.traineeSigning(token), "Cache-Control": "private, no-store" },
  });
}
