import Link from "next/link";
import { sections } from "../sections";

/** A heading, a paragraph and six links: what every one of our public pages has at least. */
export default function Page() {
  return (
    <main style={{ maxWidth: 720, margin: "0 auto", padding: 24 }}>
      <nav style={{ display: "flex", gap: 12 }}>
        {sections.map((section) => (
          <Link key={section} href={`/${section}`}>
            Lien {section}
          </Link>
        ))}
      </nav>
      <h1 style={{ fontSize: 40 }}>
        Formations aux métiers du numérique, en France et à l&apos;étranger
      </h1>
      <p>
        Un paragraphe de texte ordinaire, assez long pour occuper quelques lignes sur un téléphone,
        comme l&apos;introduction d&apos;une page de contenu.
      </p>
    </main>
  );
}
