import type { SiteConfig } from "@/config/site";
import { LegalSection } from "./legal-page";

export function TermsOfSale({ config }: { config: SiteConfig }) {
  const { company } = config;
  return (
    <>
      <LegalSection title="1. Champ d'application">
        <p>
          Les présentes conditions générales de vente (CGV) s&apos;appliquent aux formations vendues
          par {company.legalName}, SAS au capital de {company.capital}, RCS {company.rcsCity}{" "}
          {company.siren}, déclaration d&apos;activité n° {company.trainingDeclaration}. Nos clients
          sont des professionnels ; les formations sont réalisées exclusivement dans les locaux du
          client.
        </p>
      </LegalSection>
      <LegalSection title="2. Commande">
        <p>
          Toute formation fait l&apos;objet d&apos;un devis. La commande est ferme à la réception du
          devis signé ou de la convention de formation signée.
        </p>
      </LegalSection>
      <LegalSection title="3. Prix">
        <p>
          Les prix sont exprimés en euros hors taxes (HT) ; la TVA au taux en vigueur s&apos;y
          ajoute.
        </p>
      </LegalSection>
      <LegalSection title="4. Facturation et paiement">
        <p>
          La facture est émise après la réalisation de la prestation. Elle est payable à 30 jours
          net à compter de sa date, par virement bancaire.
        </p>
        <p>
          Tout retard de paiement entraîne de plein droit des pénalités égales à trois fois le taux
          d&apos;intérêt légal, ainsi qu&apos;une indemnité forfaitaire de 40 euros pour frais de
          recouvrement.
        </p>
      </LegalSection>
      <LegalSection title="5. Annulation par le client">
        <ul>
          <li>plus de 10 jours ouvrés avant le début de la formation : sans frais ;</li>
          <li>entre 10 et 5 jours ouvrés avant : 50 % du prix est facturé ;</li>
          <li>moins de 5 jours ouvrés avant : 100 % du prix est facturé.</li>
        </ul>
      </LegalSection>
      <LegalSection title="6. Financement par un OPCO">
        <p>
          Lorsque le client fait financer la formation par son opérateur de compétences (OPCO), il
          lui appartient de faire la demande de prise en charge. Si l&apos;OPCO refuse le
          financement, en tout ou partie, le coût total de la formation reste dû par le client.
        </p>
      </LegalSection>
      <LegalSection title="7. Responsabilité">
        <p>
          La responsabilité de {company.legalName} est limitée au montant total facturé au client
          pour la formation concernée.
        </p>
      </LegalSection>
      <LegalSection title="8. Droit applicable">
        <p>
          Les CGV sont soumises au droit français. À défaut d&apos;accord amiable, tout litige
          relève du tribunal de commerce de {company.rcsCity}.
        </p>
      </LegalSection>
    </>
  );
}
