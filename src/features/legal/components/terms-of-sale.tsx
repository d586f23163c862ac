import type { SiteConfig } from "@/config/site";
import { ADVANCE_MAX_PERCENT, WITHDRAWAL_DAYS } from "@/lib/training-law";
import { LegalSection } from "./legal-page";

export function TermsOfSale({ config }: { config: SiteConfig }) {
  const { company } = config;
  const mediator = config.agreements.consumerMediator;
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
      <LegalSection title="9. Stagiaires finançant eux-mêmes leur formation">
        <p>
          Une personne qui suit une formation à titre individuel et à ses frais signe avec nous un
          contrat de formation professionnelle (articles L6353-3 à L6353-7 du Code du travail). Ce
          contrat fixe ses conditions de paiement et d&apos;abandon ; les articles 4 et 5 ci-dessus
          ne s&apos;appliquent pas à elle. Elle dispose de {WITHDRAWAL_DAYS} jours pour se rétracter
          sans frais ni motif, par toute déclaration dénuée d&apos;ambiguïté, à compter de son
          acceptation en ligne ; aucune somme n&apos;est exigible avant, puis le premier paiement ne
          peut dépasser {ADVANCE_MAX_PERCENT} % du prix. L&apos;article 8 ne la prive pas des
          tribunaux que le Code de la consommation lui ouvre.
        </p>
        <p>
          En cas de litige non résolu avec nous, elle peut recourir gratuitement au médiateur de la
          consommation : {mediator.name} (
          <a href={mediator.url} className="underline">
            {mediator.url}
          </a>
          ), conformément aux articles L612-1 et suivants du Code de la consommation.
        </p>
      </LegalSection>
    </>
  );
}
