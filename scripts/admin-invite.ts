// npm run admin:invite -- someone@example.org — invites an administrator and prints the link.
// The invitation e-mail is also queued; the server delivers it (or prints it, without SMTP).
// With PGlite, stop the server first: one process at a time opens a data directory.
import "./load-env.mjs";
import { siteConfig } from "@/config/site";
import { getDatabaseHandle } from "@/server/database";
import { createInvitation } from "@/features/accounts/invitations";
import { emailOnlySchema } from "@/features/accounts/schema";

const parsed = emailOnlySchema.safeParse({ email: process.argv[2] ?? "" });
if (!parsed.success) {
  console.error("Usage : npm run admin:invite -- adresse@exemple.fr");
  console.error(parsed.error.issues[0]?.message);
  process.exit(2);
}
const handle = await getDatabaseHandle();
try {
  const result = await createInvitation(
    handle.db,
    siteConfig,
    { email: parsed.data.email, roles: [], admin: true },
    { id: null, name: null },
  );
  if (!result.ok) {
    console.error(`Invitation impossible : ${result.error}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Invitation administrateur pour ${parsed.data.email} (valable 7 jours) :\n${result.link}`,
    );
  }
} finally {
  await handle.close();
}
