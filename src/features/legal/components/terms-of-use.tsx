import { ofName } from "@/lib/text";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { LegalSection } from "./legal-page";

export function TermsOfUse({ config }: { config: SiteConfig }) {
  const { company } = config;
  return (
    <>
      <LegalSection title="1. Objet">
        <p>
          Les présentes conditions générales d&apos;utilisation (CGU) encadrent l&apos;usage du site{" "}
          {config.baseUrl}, édité par {company.legalName}, SAS au capital de {company.capital}.
          Naviguer sur le site vaut acceptation des CGU.
        </p>
      </LegalSection>
      <LegalSection title="2. Accès au site">
        <p>
          Le site est accessible gratuitement, à tout moment, sauf interruption pour maintenance ou
          cas de force majeure. L&apos;espace réservé à l&apos;équipe n&apos;est accessible
          qu&apos;aux personnes invitées, avec leurs identifiants personnels.
        </p>
      </LegalSection>
      <LegalSection title="3. Contenus">
        <p>
          Les informations du catalogue (programmes, durées, prix, dates) sont indicatives. Elles
          sont confirmées par le devis remis avant toute inscription, régi par nos{" "}
          <a href={paths.termsOfSale}>conditions générales de vente</a>.
        </p>
      </LegalSection>
      <LegalSection title="4. Obligations de l'utilisateur">
        <p>
          Vous vous engagez à fournir des informations exactes dans les formulaires et à ne pas
          porter atteinte au fonctionnement du site (envois automatisés, tentative d&apos;intrusion,
          contenus illicites).
        </p>
      </LegalSection>
      <LegalSection title="5. Propriété intellectuelle et données personnelles">
        <p>
          Les contenus du site sont protégés : voir nos{" "}
          <a href={paths.legalNotice}>mentions légales</a>. Le traitement de vos données est décrit
          dans notre <a href={paths.privacy}>politique de confidentialité</a>.
        </p>
      </LegalSection>
      <LegalSection title="6. Droit applicable">
        <p>
          Les CGU sont soumises au droit français. À défaut d&apos;accord amiable, tout litige
          relève des tribunaux compétents {ofName(company.rcsCity)}.
        </p>
      </LegalSection>
    </>
  );
}
