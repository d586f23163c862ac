/** Runs once when a server process starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase, secureStart } = await import("@/server/startup");
  try {
    secureStart();
  } catch (error) {
    // A setting that would leave the site open: stop now, with the reason, rather than serve.
    console.error(`\n  Démarrage refusé. ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const db = await prepareDatabase();
  const { siteConfig } = await import("@/config/site");
  const { firstAdministratorMessage, inviteFirstAdministrator } = await import("@/features/accounts/first-admin");
  const link = await inviteFirstAdministrator(db, siteConfig);
  if (link && siteConfig.auth.firstAdminEmail) console.log(firstAdministratorMessage(siteConfig.auth.firstAdminEmail, link));
}
