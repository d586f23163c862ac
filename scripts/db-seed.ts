// npm run db:seed — adds the demo content that is missing; running it twice changes nothing.
// With PGlite, stop the server first: one process at a time opens a data directory.
import "./load-env.mjs";
import { getDatabaseHandle } from "@/server/database";
import { seedDatabase } from "@/seed/seed";
import { parisDay } from "@/lib/dates";
import { storage } from "@/server/storage";
import { siteConfig } from "@/config/site";
import { issueDemoCertificates } from "@/features/certificates/public";
import { invoiceDemoSessions } from "@/features/billing/public";

const handle = await getDatabaseHandle();
const today = parisDay();
const report = await seedDatabase(handle.db, { today, storage });
await issueDemoCertificates(handle.db, siteConfig, report.pastSessions);
await invoiceDemoSessions(handle.db, siteConfig, report.pastSessions, today);
console.log("Contenu de démonstration ajouté :", report.inserted);
await handle.close();
