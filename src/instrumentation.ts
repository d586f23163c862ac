/** Runs once when a server process starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase, secureStart } = await import("@/server/startup");
  secureStart();
  const db = await prepareDatabase();
  const { siteConfig } = await import("@/config/site");
  const { firstAdministratorMessage, inviteFirstAdministrator } = await import("@/features/accounts/first-admin");
  const link = await inviteFirstAdministrator(db, siteConfig);
  if (link && siteConfig.auth.firstAdminEmail) console.log(firstAdministratorMessage(siteConfig.auth.firstAdminEmail, link));
}
