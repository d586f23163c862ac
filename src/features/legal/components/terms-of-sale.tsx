import { ofName } from "@/lib/text";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import {
  ADVANCE_MAX_PERCENT,
  agreementArticles,
  FORCE_MAJEURE_RULE,
  VAT_EXEMPTION,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_RULES,
} from "@/lib/training-law";
import { LegalSection } from "./legal-page";

/**
 * The terms of sale, for the two kinds of buyer the law tells apart: a company (or any other
 * professional) that signs a convention, and a person paying for themself who signs a contract
 * (Code du travail, L6353-1 to L6353-7), in inter-company, intra-company and remote sessions.
 * Each rule a consumer may not be bound by says so (Code de la consommation, R212-1 6°, R631-3;
 * Code de procédure civile, article 48). Every legal figure comes from `lib/training-law`; the
 * text is also annexed word for word to each convention and contract (`legalTextsInForce`), so
 * its links carry absolute addresses.
 */
export function TermsOfSale({ config }: { config: SiteConfig }) {
  const { company } = config;
  const mediator = config.agreements.consumerMediator;
  const vatRate = config.agreements.vatRate;
  const rate = `${String(vatRate).replace(".", ",")} %`;
  const rulesUrl = `${config.baseUrl}${paths.rules}`;
  const privacyUrl = `${config.baseUrl}${paths.privacy}`;
  const complaintUrl = `${config.baseUrl}${paths.complaint}`;
  return (
    <>
      <LegalSection title="1. Champ d'application">
        <p>
          Les présentes conditions générales de vente (CGV) s&apos;appliquent aux formations vendues
          par {company.legalName}, SAS au capital de {company.capital}, RCS {company.rcsCity}{" "}
          {company.siren}, déclaration d&apos;activité n° {company.trainingDeclaration}, à deux
          catégories de clients :
        </p>
        <ul>
          <li>
            le client professionnel : l&apos;entreprise, ou tout autre professionnel, qui inscrit un
            ou plusieurs stagiaires et signe une convention de formation professionnelle (
            {agreementArticles.convention}) ;
          </li>
          <li>
            le stagiaire particulier : la personne qui entreprend une formation à titre individuel
            et à ses frais et signe un contrat de formation professionnelle (
            {agreementArticles.contract}).
          </li>
        </ul>
        <p>
          Elles valent pour les sessions inter-entreprises, qui réunissent des stagiaires de
          plusieurs clients dans nos locaux ou à distance, en classe virtuelle, et pour les sessions
          intra-entreprise, organisées pour un seul client dans ses locaux ou à distance. Le
          stagiaire particulier s&apos;inscrit à une session inter-entreprises. Lorsqu&apos;un
          article distingue le client professionnel et le stagiaire particulier, chacun n&apos;est
          tenu que par ce qui le concerne.
        </p>
        <p>
          Une formation financée par le compte personnel de formation (CPF) est achetée sur la
          plateforme Mon Compte Formation : ses prix, paiement et annulation suivent les conditions
          générales de cette plateforme, que le titulaire accepte lors de sa commande.
        </p>
      </LegalSection>
      <LegalSection title="2. Commande, documents et déroulement">
        <p>
          Toute session intra-entreprise fait l&apos;objet d&apos;un devis. La commande du client
          professionnel est ferme à la réception du devis signé ou de la convention de formation
          signée ou acceptée en ligne.
        </p>
        <p>
          Le contrat du stagiaire particulier est conclu avant son inscription définitive et tout
          paiement ; l&apos;inscription n&apos;est définitive qu&apos;à l&apos;expiration du délai
          de rétractation (article L6353-3 du Code du travail).
        </p>
        <p>
          Avant son inscription définitive, chaque stagiaire reçoit, avec sa convention ou son
          contrat, le programme de la formation, les présentes CGV et le{" "}
          <a href={rulesUrl} className="underline">
            règlement intérieur
          </a>{" "}
          (article L6353-8 du Code du travail). Le règlement intérieur s&apos;applique dans nos
          locaux, dans les locaux du client et en classe virtuelle. En cas de contradiction, la
          convention ou le contrat l&apos;emporte sur les présentes CGV.
        </p>
        <p>
          Pour une session dans ses locaux, le client fournit une salle adaptée et le matériel
          convenu au devis ; ses consignes d&apos;hygiène et de sécurité s&apos;appliquent alors aux
          stagiaires. Pour une session à distance, chaque stagiaire dispose de l&apos;équipement et
          de la connexion indiqués dans sa convocation.
        </p>
      </LegalSection>
      <LegalSection title="3. Prix">
        <p>
          Le prix est celui de la session ou du devis ; il est repris dans la convention ou le
          contrat.
        </p>
        {vatRate > 0 ? (
          <>
            <p>
              Pour le client professionnel, les prix sont exprimés en euros hors taxes (HT) ; la TVA
              au taux de {rate} s&apos;y ajoute.
            </p>
            <p>
              Pour le stagiaire particulier, les prix sont indiqués en euros toutes taxes comprises
              (TTC), TVA au taux de {rate} incluse.
            </p>
          </>
        ) : (
          <p>
            Les prix sont exprimés en euros et nets de taxe, pour le client professionnel comme pour
            le stagiaire particulier : la TVA ne s&apos;y ajoute pas. {VAT_EXEMPTION}
          </p>
        )}
      </LegalSection>
      <LegalSection title="4. Facturation et paiement">
        <p>
          <strong>Client professionnel.</strong> La facture est émise après la réalisation de la
          prestation. Elle est payable à 30 jours net à compter de sa date, par virement bancaire,
          sans escompte en cas de paiement anticipé.
        </p>
        <p>
          Tout retard de paiement entraîne de plein droit, sans qu&apos;un rappel soit nécessaire,
          des pénalités égales à trois fois le taux d&apos;intérêt légal, exigibles dès le jour
          suivant la date d&apos;échéance, ainsi qu&apos;une indemnité forfaitaire de 40 euros pour
          frais de recouvrement (articles L441-10 et D441-5 du Code de commerce). Lorsque les frais
          de recouvrement exposés sont supérieurs à cette indemnité, une indemnisation
          complémentaire peut être demandée sur justification.
        </p>
        <p>
          <strong>Stagiaire particulier.</strong> Aucune somme n&apos;est exigible avant
          l&apos;expiration du délai de rétractation de {WITHDRAWAL_DAYS} jours (article 5). À son
          expiration, le premier versement ne peut dépasser {ADVANCE_MAX_PERCENT} % du prix ; le
          solde est payé au fur et à mesure du déroulement de la formation, à l&apos;issue de chaque
          journée, selon l&apos;échéancier de son contrat (article L6353-6 du Code du travail). Il
          paie par virement bancaire. Les pénalités de retard et l&apos;indemnité forfaitaire
          ci-dessus ne s&apos;appliquent pas à lui.
        </p>
      </LegalSection>
      <LegalSection title="5. Annulation, report ou abandon par le client">
        <p>
          <strong>Client professionnel.</strong> Jusqu&apos;à la veille de la formation, le client
          peut, sans frais, remplacer un stagiaire par un autre de ses salariés ou demander à passer
          à une autre session : un changement de session que nous acceptons n&apos;est pas une
          annulation. Une annulation se fait par écrit, par courrier électronique ou depuis la page
          d&apos;inscription du stagiaire ; la date à laquelle nous la recevons fixe
          l&apos;indemnité de dédit due :
        </p>
        <ul>
          <li>plus de 10 jours ouvrés avant le début de la formation : sans frais ;</li>
          <li>entre 10 et 5 jours ouvrés avant : 50 % du prix de la formation ;</li>
          <li>moins de 5 jours ouvrés avant : 100 % du prix de la formation.</li>
        </ul>
        <p>
          En cas d&apos;absence ou d&apos;abandon d&apos;un stagiaire en cours de formation, seules
          les heures effectivement suivies sont facturées au titre de la formation ; la part du prix
          correspondant aux heures non suivies est due au titre de l&apos;indemnité de dédit.
        </p>
        <p>
          L&apos;indemnité de dédit n&apos;est pas le prix d&apos;une formation et ne constitue pas
          une dépense de formation professionnelle. Elle fait l&apos;objet d&apos;une facture
          distincte, adressée au seul client : elle n&apos;est jamais facturée à l&apos;OPCO ni à un
          autre financeur, et ne peut être prise en charge sur des fonds de la formation
          professionnelle. Conformément à l&apos;article L6354-1 du Code du travail, seule la
          prestation effectivement réalisée est facturée au titre de la formation, et toute somme
          perçue pour une formation non réalisée, en tout ou partie, est remboursée.
        </p>
        <p>
          <strong>Stagiaire particulier.</strong> {WITHDRAWAL_RULES[0]} Il se rétracte par toute
          déclaration dénuée d&apos;ambiguïté : en annulant son inscription sur sa page « Mon
          inscription », par courrier électronique, par lettre recommandée avec avis de réception,
          ou au moyen du formulaire de rétractation joint à son contrat. {WITHDRAWAL_RULES[2]}{" "}
          {WITHDRAWAL_RULES[3]}
        </p>
        <p>
          {FORCE_MAJEURE_RULE} Pour tout autre motif, s&apos;il renonce à la formation après ce
          délai ou l&apos;abandonne en cours de route, seules les journées effectivement suivies
          sont dues, sans indemnité de dédit ni autre pénalité ; les sommes versées au-delà lui sont
          remboursées.
        </p>
      </LegalSection>
      <LegalSection title="6. Financement par un OPCO">
        <p>
          Lorsque le client fait financer la formation par son opérateur de compétences (OPCO), il
          lui appartient de faire la demande de prise en charge avant le début de la formation et de
          nous transmettre l&apos;accord de l&apos;OPCO. Lorsque cet accord prévoit que l&apos;OPCO
          nous paie directement (subrogation de paiement), nous lui adressons la facture de la part
          qu&apos;il prend en charge, avec le certificat de réalisation, et la part non prise en
          charge est facturée au client. Si l&apos;accord ne nous est pas parvenu au premier jour de
          la formation, la totalité est facturée au client.
        </p>
        <p>
          Si l&apos;OPCO refuse le financement, en tout ou partie, le coût total de la formation
          reste dû par le client, qui paie la part que l&apos;OPCO ne prend pas en charge.
          L&apos;indemnité de dédit de l&apos;article 5 n&apos;est jamais présentée à l&apos;OPCO.
        </p>
      </LegalSection>
      <LegalSection title="7. Annulation ou report par l'organisme de formation">
        <p>
          L&apos;organisme de formation peut annuler ou reporter une session lorsque le nombre
          d&apos;inscrits est insuffisant pour son bon déroulement, ou lorsqu&apos;un cas de force
          majeure ou l&apos;indisponibilité imprévue du formateur l&apos;empêche de la tenir. Il en
          informe le client et les stagiaires dès que possible et leur propose une autre session ;
          une session prévue en présentiel n&apos;est tenue à distance qu&apos;avec leur accord.
        </p>
        <p>
          Si le client ou le stagiaire particulier n&apos;accepte pas la session proposée, ou si une
          session est interrompue, seules les heures réalisées sont facturées, aucune indemnité de
          dédit n&apos;est demandée, et les sommes versées pour la formation non réalisée sont
          remboursées en totalité (article L6354-1 du Code du travail). Le client professionnel ne
          peut prétendre à aucune autre indemnité ; le stagiaire particulier conserve les droits que
          la loi lui reconnaît.
        </p>
      </LegalSection>
      <LegalSection title="8. Responsabilité">
        <p>
          <strong>Client professionnel.</strong> La responsabilité {ofName(company.legalName)} est
          limitée au montant total facturé au client pour la formation concernée, sauf faute lourde
          ou dolosive.
        </p>
        <p>
          <strong>Stagiaire particulier.</strong> Aucune clause des présentes CGV ne supprime ni ne
          réduit son droit à réparation en cas de manquement {ofName(company.legalName)} à
          l&apos;une quelconque de ses obligations (article R212-1, 6° du Code de la consommation) :
          la limitation ci-dessus ne lui est pas opposable.
        </p>
      </LegalSection>
      <LegalSection title="9. Données personnelles">
        <p>
          Les données personnelles du client et des stagiaires sont traitées pour organiser, suivre,
          attester et facturer les formations, et transmises pour le strict nécessaire à leurs
          financeurs, comme le décrit notre{" "}
          <a href={privacyUrl} className="underline">
            politique de confidentialité
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection title="10. Droit applicable et litiges">
        <p>
          Les CGV sont soumises au droit français. Toute réclamation peut nous être adressée par
          écrit ou au moyen de notre{" "}
          <a href={complaintUrl} className="underline">
            formulaire de réclamation
          </a>{" "}
          ; nous y répondons sous {config.complaints.answerDays} jours au plus.
        </p>
        <p>
          <strong>Client professionnel.</strong>{" "}
          <strong>
            Lorsque le client a contracté en qualité de commerçant, tout litige relève, à défaut
            d&apos;accord amiable, du tribunal de commerce de {company.rcsCity} (ou du tribunal des
            activités économiques qui en tient lieu).
          </strong>{" "}
          Cette clause n&apos;est permise qu&apos;entre commerçants (article 48 du Code de procédure
          civile) : pour tout autre client, le tribunal compétent est celui que désignent les règles
          du Code de procédure civile.
        </p>
        <p>
          <strong>Stagiaire particulier.</strong> Il peut saisir, à son choix, l&apos;une des
          juridictions territorialement compétentes en vertu du Code de procédure civile ou celle du
          lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait
          dommageable (article R631-3 du Code de la consommation).
        </p>
        <p>
          En cas de litige non résolu avec nous après une réclamation écrite, il peut recourir
          gratuitement au médiateur de la consommation : {mediator.name} (
          <a href={mediator.url} className="underline">
            {mediator.url}
          </a>
          ), conformément aux articles L612-1 et suivants du Code de la consommation.
        </p>
      </LegalSection>
    </>
  );
}
