// npm run db:backup [-- file] — writes every row and uploaded image to a gzipped file
// (backups/sauvegarde-<date>.jsonl.gz by default). PostgreSQL: while the site runs, from one
// consistent snapshot. PGlite: stop the server first (one process opens a data directory).
import "./load-env.mjs";
import { getDatabaseHandle } from "@/server/database";
import { backupToFile } from "@/server/backup-file";
import { storage } from "@/server/storage";

const file =
  process.argv[2] ??
  `backups/sauvegarde-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.jsonl.gz`;
const handle = await getDatabaseHandle();
try {
  await backupToFile(handle.db, storage, file);
  console.log(`Sauvegarde écrite : ${file}`);
} finally {
  await handle.close();
}
