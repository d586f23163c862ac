import { checkHealth } from "@/server/health";

export const dynamic = "force-dynamic";

/** For load balancers and uptime monitors: 200 when this node can serve, 503 otherwise. */
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
