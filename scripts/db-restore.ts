// npm run db:restore -- <file> --yes — replaces every row and image with the backup's, in one
// transaction (nothing changes if the file does not fit). Stop the site first.
import "./load-env.mjs";
import { getDatabaseHandle } from "@/server/database";
import { BackupRefused } from "@/server/backup";
import { restoreFromFile } from "@/server/backup-file";
import { storage } from "@/server/storage";

const file = process.argv.slice(2).find((argument) => !argument.startsWith("--"));
if (!file || !process.argv.includes("--yes")) {
  console.error("Usage : npm run db:restore -- <fichier> --yes");
  console.error("La restauration remplace toutes les données du site par celles de la sauvegarde.");
  process.exit(2);
}
const handle = await getDatabaseHandle();
try {
  const { rows, files } = await restoreFromFile(handle.db, storage, file);
  console.log(`Sauvegarde restaurée : ${rows} lignes, ${files} images.`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
