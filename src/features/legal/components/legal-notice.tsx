import { ofName } from "@/lib/text";
import type { SiteConfig } from "@/config/site";
import { CompanyContact } from "./company-contact";
import { LegalSection } from "./legal-page";

export function LegalNotice({ config }: { config: SiteConfig }) {
  const { company, postalAddress } = config;
  return (
    <>
      <LegalSection title="1. Éditeur du site">
        <p>
          Le site {config.baseUrl} est édité par {company.legalName}, société par actions simplifiée
          (SAS) au capital de {company.capital}, immatriculée au registre du commerce et des
          sociétés de {company.rcsCity} sous le numéro {company.siren}, dont le siège social est
          situé {postalAddress.street}, {postalAddress.postalCode} {postalAddress.city}. Numéro de
          TVA intracommunautaire : {company.vatNumber}.
        </p>
        <p>
          Organisme de formation enregistré sous le numéro de déclaration d&apos;activité{" "}
          {company.trainingDeclaration} auprès du préfet de la région{" "}
          {company.trainingDeclarationRegion}. Cet enregistrement ne vaut pas agrément de
          l&apos;État.
        </p>
        <p>Directeur de la publication : {company.publicationDirector}.</p>
      </LegalSection>
      <LegalSection title="2. Contact">
        <p>Vous pouvez nous joindre :</p>
        <CompanyContact config={config} />
      </LegalSection>
      <LegalSection title="3. Hébergement">
        <p>
          Le site est hébergé par {company.hostingProvider} (téléphone :{" "}
          {company.hostingProviderPhone}).
        </p>
      </LegalSection>
      <LegalSection title="4. Propriété intellectuelle">
        <p>
          Les textes, illustrations, logos et supports de formation présentés sur ce site sont la
          propriété {ofName(company.legalName)} ou de ses partenaires. Toute reproduction, même
          partielle, sans autorisation écrite préalable est interdite. La marque Qualiopi et son
          logo appartiennent au ministère chargé de la formation professionnelle.
        </p>
      </LegalSection>
      <LegalSection title="5. Responsabilité">
        <p>
          Nous veillons à l&apos;exactitude des informations publiées, notamment des programmes,
          dates et prix, qui peuvent toutefois évoluer : seule la proposition commerciale (devis)
          remise avant l&apos;inscription engage {company.legalName}. Les liens vers d&apos;autres
          sites n&apos;engagent pas notre responsabilité quant à leur contenu.
        </p>
      </LegalSection>
      <LegalSection title="6. Données personnelles">
        <p>
          Le traitement de vos données est décrit dans notre politique de confidentialité. Vous
          pouvez également saisir la Commission nationale de l&apos;informatique et des libertés
          (CNIL).
        </p>
      </LegalSection>
    </>
  );
}
