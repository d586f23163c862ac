// npm run db:seed — adds the demo content that is missing; running it twice changes nothing.
// With PGlite, stop the server first: one process at a time opens a data directory.
import "./load-env.mjs";
import { getDatabaseHandle } from "@/server/database";
import { seedDatabase } from "@/seed/seed";
import { parisDay } from "@/lib/dates";
import { storage } from "@/server/storage";
import { siteConfig } from "@/config/site";
import { issueDemoCertificates } from "@/features/certificates/certificates";

const handle = await getDatabaseHandle();
const report = await seedDatabase(handle.db, { today: parisDay(), storage });
await issueDemoCertificates(handle.db, siteConfig, report.pastSessions);
console.log("Contenu de démonstration ajouté :", report.inserted);
await handle.close();
