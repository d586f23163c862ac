import type { SiteConfig } from "@/config/site";
import { AccessibilityStatement } from "./accessibility-statement";
import { CompanyContact } from "./company-contact";
import { LegalSection } from "./legal-page";

export function AccessibilityPolicy({ config }: { config: SiteConfig }) {
  return (
    <>
      <LegalSection title="1. Notre engagement">
        <p>
          {config.company.legalName} s&apos;engage à rendre ses formations et ce site accessibles à
          toutes et à tous, y compris aux personnes en situation de handicap (PSH). Le site est
          conçu selon les règles d&apos;accessibilité WCAG 2.1 niveau AA : navigation au clavier,
          contrastes suffisants, textes alternatifs et structure lisible par les lecteurs
          d&apos;écran.
        </p>
      </LegalSection>
      <LegalSection title="2. Personne référente handicap">
        <p>
          La personne référente handicap, {config.company.accessibilityOfficer}, répond à toute
          question d&apos;accessibilité, avant et pendant la formation. Vous pouvez la joindre :
        </p>
        <CompanyContact config={config} />
      </LegalSection>
      <LegalSection title="3. Procédure d'adaptation en 4 étapes">
        <ol>
          <li>
            <strong>Signalement du besoin</strong> : vous nous indiquez votre besoin
            d&apos;adaptation, par exemple en cochant la case prévue dans le formulaire de contact
            ou de devis, ou auprès de la personne référente handicap.
          </li>
          <li>
            <strong>Évaluation</strong> : un entretien confidentiel permet d&apos;identifier les
            aménagements utiles (rythme, supports, matériel, lieu), avec l&apos;appui de partenaires
            spécialisés si nécessaire.
          </li>
          <li>
            <strong>Mise en œuvre</strong> : nous adaptons la formation et vous confirmons par écrit
            les aménagements retenus.
          </li>
          <li>
            <strong>Suivi</strong> : nous faisons le point avec vous pendant et après la formation
            pour ajuster les aménagements.
          </li>
        </ol>
        <p>
          Pour que les aménagements soient prêts, les demandes doivent nous parvenir avant le début
          de la formation.
        </p>
      </LegalSection>
      <LegalSection title="4. Signaler un défaut d'accessibilité">
        <p>
          Si vous ne parvenez pas à accéder à un contenu ou à un service de ce site, écrivez-nous :
          nous vous apporterons une réponse ou l&apos;information sous une autre forme.
        </p>
      </LegalSection>
      <AccessibilityStatement config={config} />
    </>
  );
}
