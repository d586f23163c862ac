"use client";

import type { ErrorInfo } from "next/error";
import { errorDigest } from "@/lib/error-digest";
import { globalErrorStyles as styles } from "@/components/layout/global-error-styles";
import { paths } from "@/config/paths";

/** When the root layout itself fails: the whole document, in French, with what to do next. */
export default function GlobalError({ error, retry }: ErrorInfo) {
  const digest = errorDigest(error);
  return (
    <html lang="fr">
      <body style={styles.body}>
        <title>Une erreur est survenue</title>
        <main id="contenu" style={styles.main}>
          <h1 style={styles.title}>Une erreur est survenue</h1>
          <p style={styles.text}>
            Le site n&apos;a pas pu afficher cette page. Réessayez dans un instant ; si le problème
            persiste, contactez-nous en citant la référence ci-dessous.
          </p>
          {digest ? <p style={styles.text}>Référence : {digest}</p> : null}
          <div style={styles.actions}>
            <button type="button" onClick={retry} style={styles.button}>
              Réessayer
            </button>
            {/* A full page load: the client router may be what failed. */}
            <a href={paths.home} style={styles.link}>
              Retour à l&apos;accueil
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
