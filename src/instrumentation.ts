/** Runs once when a server process starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("@/server/startup");
  await prepareDatabase();
}
