import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/ui/page-intro";
import type { ProviderResults } from "@/features/catalogue/provider-results";
import { ResultsTable } from "./results-table";

const advantages = [
  {
    title: "Financement CPF",
    text: "Nos formations certifiantes peuvent être financées par votre Compte personnel de formation.",
    icon: "wallet",
  },
  {
    title: "Prise en charge OPCO",
    text: "Les entreprises peuvent faire financer les formations de leurs salariés par leur opérateur de compétences.",
    icon: "briefcase",
  },
  {
    title: "Éligibilité Pôle Emploi",
    text: "Les demandeurs d'emploi peuvent mobiliser les aides de France Travail (ex-Pôle Emploi).",
    icon: "graduation-cap",
  },
  {
    title: "Garantie de qualité pédagogique",
    text: "Un audit indépendant vérifie nos processus : information, adaptation, suivi et amélioration continue.",
    icon: "badge-check",
  },
] as const;

/** What Qualiopi is, what it brings to trainees, the provider's results and the certificate. */
export function QualiopiPage({
  results,
  certificate,
}: {
  results: ProviderResults;
  certificate: string | undefined;
}) {
  return (
    <>
      <PageIntro eyebrow="Certification" title="Certification Qualiopi">
        <p>
          Qualiopi est la marque de certification qualité des organismes de formation, délivrée
          après un audit indépendant sur le référentiel national qualité. Elle atteste la qualité du
          processus mis en œuvre pour concevoir, réaliser et améliorer nos formations.
        </p>
      </PageIntro>
      <div className="page-column space-y-16">
        <section aria-labelledby="advantages-title">
          <h2 id="advantages-title" className="font-display text-3xl font-bold">
            Ce que la certification vous apporte
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {advantages.map(({ title, text, icon }) => (
              <li
                key={title}
                className="flex gap-4 rounded-3xl border border-ink/10 bg-white p-6 shadow-sm"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-green-soft text-brand-green-ink">
                  <Icon name={icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-display text-xl font-bold">{title}</h3>
                  <p className="mt-1 text-ink/75">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ResultsTable results={results} />
        {certificate ? (
          <section aria-labelledby="certificate-title">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="certificate-title" className="font-display text-3xl font-bold">
                Notre certificat
              </h2>
              <a href={certificate} download className={buttonClassName({ variant: "outline" })}>
                <Icon name="download" className="size-4" /> Télécharger le certificat (PDF)
              </a>
            </div>
            <object
              data={certificate}
              type="application/pdf"
              aria-label="Certificat Qualiopi"
              className="mt-6 hidden h-[36rem] w-full rounded-3xl border border-ink/10 md:block"
            >
              <p className="p-6">
                Votre navigateur ne peut pas afficher le certificat ici :{" "}
                <a href={certificate} className="font-semibold text-brand-blue-ink underline">
                  ouvrez le certificat (PDF)
                </a>
                .
              </p>
            </object>
          </section>
        ) : null}
      </div>
    </>
  );
}
