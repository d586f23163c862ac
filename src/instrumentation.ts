import type { Instrumentation } from "next";
import { errorDigest } from "@/lib/error-digest";
import { loggablePath } from "@/lib/loggable-path";
import { logger } from "@/server/logger";

/** Runs once when a server process starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    await start();
  } finally {
    // scripts/site-server.mjs listens once the database is ready (or known unreachable).
    (globalThis as { [READY]?: () => void })[READY]?.();
  }
}

const READY = Symbol.for("formations-site.ready");

async function start() {
  const { prepareDatabase, secureStart } = await import("@/server/startup");
  secureStart();
  const { provideLifeEffects } = await import("@/life-effects");
  provideLifeEffects();
  const { provideAccountHooks } = await import("@/server/auth/account-hooks");
  const { accountHooks } = await import("@/features/accounts/auth-hooks");
  provideAccountHooks(accountHooks);
  const { siteConfig } = await import("@/config/site");
  const { seedEmptyDatabase } = await import("@/seed/seed");
  const db = await prepareDatabase((empty) => seedEmptyDatabase(empty, siteConfig));
  const { firstAdministratorMessage, inviteFirstAdministrator } =
    await import("@/features/accounts/first-admin");
  const link = await inviteFirstAdministrator(db, siteConfig);
  if (link && siteConfig.auth.firstAdminEmail)
    console.log(firstAdministratorMessage(siteConfig.auth.firstAdminEmail, link));
  const { startJobs } = await import("@/jobs/registry");
  startJobs(db, siteConfig);
}

/**
 * Every error Next.js catches while answering (a page, a route handler, an action) is logged once,
 * with the path (without its query string) and the digest that the French error page shows as its reference.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = errorDigest(error);
  // The query string is left out (it may carry an invitation or password-reset token), and so is
  // a survey link's token, which is the path itself.
  const path = loggablePath(request.path);
  logger.error(
    {
      path,
      method: request.method,
      digest,
      route: context.routePath,
      kind: context.routeType,
      error,
    },
    "Erreur pendant le traitement d'une requête",
  );
};
