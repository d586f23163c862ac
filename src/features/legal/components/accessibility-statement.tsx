import type { SiteConfig } from "@/config/site";
import { formatLongDate } from "@/lib/dates";
import { accessibilityAudit as audit } from "../accessibility-audit";
import { CompanyContact } from "./company-contact";
import { LegalSection } from "./legal-page";

/** The RGAA 4.1 accessibility statement, written from the audit's facts (accessibility-audit.ts). */
export function AccessibilityStatement({ config }: { config: SiteConfig }) {
  return (
    <LegalSection title="5. Déclaration d'accessibilité">
      <p>
        {config.company.legalName} s&apos;engage à rendre son site accessible. Cette déclaration
        s&apos;applique au site {config.baseUrl}.
      </p>
      <h3 className="font-bold text-ink">État de conformité</h3>
      <p>
        Le site est <strong>{audit.conformity}</strong> avec le référentiel général
        d&apos;amélioration de l&apos;accessibilité ({audit.standard}), en raison des
        non-conformités énumérées ci-dessous.
      </p>
      <h3 className="font-bold text-ink">Contenus non accessibles</h3>
      <ul>
        {audit.nonConformities.map(({ issue, workaround }) => (
          <li key={issue}>
            {issue} <em>Alternative :</em> {workaround}
          </li>
        ))}
      </ul>
      <h3 className="font-bold text-ink">Établissement de cette déclaration</h3>
      <p>
        Cette déclaration a été établie le {formatLongDate(audit.auditedOn)}, par une évaluation
        interne :
      </p>
      <ul>
        <li>{audit.automated}</li>
        {audit.manual.map((check) => (
          <li key={check}>Vérification manuelle. {check}</li>
        ))}
      </ul>
      <p>Limites de l&apos;évaluation :</p>
      <ul>
        {audit.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <p>Technologies utilisées pour la réalisation du site : {audit.technologies.join(", ")}.</p>
      <p>Environnement de test : {audit.environment}</p>
      <p>Pages de l&apos;échantillon : {audit.pages.map((page) => page.name).join(", ")}.</p>
      <h3 className="font-bold text-ink">Retour d&apos;information et contact</h3>
      <p>
        Si vous n&apos;arrivez pas à accéder à un contenu ou à un service, contactez la personne
        référente handicap, {config.company.accessibilityOfficer}, pour obtenir une alternative
        accessible ou le contenu sous une autre forme :
      </p>
      <CompanyContact config={config} />
      <h3 className="font-bold text-ink">Voies de recours</h3>
      <p>
        Si vous nous avez signalé un défaut d&apos;accessibilité qui vous empêche d&apos;accéder à
        un contenu ou à un service et que vous n&apos;avez pas obtenu de réponse satisfaisante, vous
        pouvez saisir le Défenseur des droits :
      </p>
      <ul>
        <li>
          par le formulaire en ligne :{" "}
          <a href="https://formulaire.defenseurdesdroits.fr/" rel="noopener noreferrer">
            formulaire.defenseurdesdroits.fr
          </a>{" "}
          ;
        </li>
        <li>par téléphone : 09 69 39 00 00 ;</li>
        <li>en contactant le délégué du Défenseur des droits de votre région ;</li>
        <li>
          par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse
          71120, 75342 Paris CEDEX 07.
        </li>
      </ul>
    </LegalSection>
  );
}
