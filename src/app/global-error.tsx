"use client";

import type { ErrorInfo } from "next/error";
import { errorDigest } from "@/lib/error-digest";
import { paths } from "@/config/paths";

// Inline styles only: this page replaces the root layout, so the site's stylesheet may be what failed.
const styles = {
  body: { margin: 0, fontFamily: "system-ui, sans-serif", color: "#111827", background: "#fff" },
  main: { maxWidth: "36rem", margin: "0 auto", padding: "4rem 1.5rem", textAlign: "center" },
  title: { fontSize: "2rem", lineHeight: 1.2, margin: "0 0 1rem" },
  text: { fontSize: "1.125rem", lineHeight: 1.5, margin: "0 0 1rem" },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.75rem",
    justifyContent: "center",
    marginTop: "2rem",
  },
  button: {
    font: "inherit",
    fontWeight: 600,
    padding: "0.75rem 1.5rem",
    borderRadius: "9999px",
    border: "2px solid #111827",
    background: "#111827",
    color: "#fff",
    cursor: "pointer",
  },
  link: {
    font: "inherit",
    fontWeight: 600,
    padding: "0.75rem 1.5rem",
    borderRadius: "9999px",
    border: "2px solid #111827",
    color: "#111827",
    textDecoration: "none",
  },
} satisfies Record<string, React.CSSProperties>;

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
