// npm run storage:migrate — copies the images of DATA_DIR/uploads into PostgreSQL, where a site
// on DATABASE_URL keeps them. Idempotent: an image already there, unchanged, is left alone.
import "./load-env.mjs";
import { siteConfig } from "@/config/site";
import { getDatabaseHandle } from "@/server/database";
import { copyImages } from "@/server/storage-copy";
import { diskStorage, storage, uploadsDirectory } from "@/server/storage";

if (!siteConfig.database.url) {
  console.error(
    "DATABASE_URL n'est pas défini : les images restent dans DATA_DIR/uploads, rien à copier.",
  );
  process.exit(2);
}
const uploads = uploadsDirectory();
const handle = await getDatabaseHandle();
try {
  const { copied, unchanged } = await copyImages(diskStorage(uploads), storage);
  console.log(
    `Images copiées de ${uploads} vers PostgreSQL : ${copied} copiée(s), ${unchanged} déjà présente(s).`,
  );
} finally {
  await handle.close();
}
