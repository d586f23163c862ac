import { RETENTION } from "@/config/retention";
import type { SiteConfig } from "@/config/site";
import { CompanyContact } from "./company-contact";
import { LegalSection } from "./legal-page";

export function PrivacyPolicy({ config }: { config: SiteConfig }) {
  const { company } = config;
  return (
    <>
      <LegalSection title="1. Responsable du traitement">
        <p>
          {company.legalName}, SAS au capital de {company.capital} (RCS {company.rcsCity}{" "}
          {company.siren}), est responsable des traitements de données personnelles réalisés par ce
          site et dans le cadre de ses formations.
        </p>
      </LegalSection>
      <LegalSection title="2. Données collectées">
        <p>Nous collectons uniquement les données utiles à nos échanges et à vos formations :</p>
        <ul>
          <li>votre nom et votre prénom ;</li>
          <li>votre adresse e-mail ;</li>
          <li>votre numéro de téléphone ;</li>
          <li>le nom de votre entreprise ;</li>
          <li>
            des données démographiques (fonction, situation de handicap lorsque vous nous la
            signalez pour adapter la formation) ;
          </li>
          <li>
            des données techniques : adresse IP, journaux de connexion et cookies nécessaires au
            fonctionnement du site.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Finalités et bases légales">
        <ul>
          <li>répondre à vos demandes de contact et de devis (mesures précontractuelles) ;</li>
          <li>traiter vos réclamations et en tirer des améliorations (obligation légale) ;</li>
          <li>organiser, suivre et évaluer vos formations (exécution du contrat) ;</li>
          <li>
            satisfaire à nos obligations légales d&apos;organisme de formation certifié Qualiopi
            (obligation légale) ;
          </li>
          <li>
            vous informer de nos nouvelles formations, si vous l&apos;avez accepté (consentement ou
            intérêt légitime pour nos clients).
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Durées de conservation">
        <ul>
          <li>
            données des clients et stagiaires : pendant la relation contractuelle, puis la durée de
            la prescription légale, en général 5 ans après la fin du contrat (pour une inscription à
            une session : {RETENTION.traineeYears} ans après la fin de la session) ;
          </li>
          <li>
            fiches des formateurs (nom, adresse e-mail, statut, titres et références) : tant
            qu&apos;ils animent nos sessions, puis avec les sessions qu&apos;ils ont animées, que le
            bilan pédagogique et financier et les contrôles des financeurs demandent ; leur adresse
            e-mail est effacée de leur fiche sur simple demande ;
          </li>
          <li>
            avis des entreprises, des formateurs et des financeurs, avec l&apos;adresse qui les a
            reçus : {RETENTION.traineeYears} ans après la fin de la session, ou de l&apos;année, sur
            laquelle ils portent ;
          </li>
          <li>
            preuves de vos signatures de la feuille d&apos;émargement (la signature tracée ou le nom
            tapé, l&apos;heure, l&apos;adresse IP et le navigateur de l&apos;appareil qui a signé) :{" "}
            {RETENTION.traineeYears} ans après la fin de la session, avec l&apos;inscription. Elles
            prouvent aux financeurs de la formation, lors de leurs contrôles, et en cas de litige
            pendant la prescription de droit commun (article 2224 du Code civil), que les heures
            certifiées ont été suivies ;
          </li>
          <li>réclamations : {RETENTION.complaintYears} ans après leur clôture ;</li>
          <li>
            données des prospects : {RETENTION.prospectYears} ans à compter de leur collecte ou du
            dernier contact de votre part ;
          </li>
          <li>
            adresses IP retenues pour limiter les envois abusifs (formulaires, connexion) : 24
            heures ;
          </li>
          <li>copies des e-mails envoyés par le site : 30 jours après leur envoi ;</li>
          <li>
            journaux techniques et journal des modifications faites par notre équipe :{" "}
            {RETENTION.journalMonths} mois au plus, sauf la correction d&apos;une présence et son
            motif, conservées avec l&apos;inscription qu&apos;elles concernent.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Destinataires">
        <p>
          Vos données sont destinées à nos équipes et, pour le strict nécessaire, à nos
          sous-traitants (hébergement, messagerie) et aux financeurs de votre formation (OPCO,
          Caisse des dépôts pour le CPF, France Travail). Le formateur de votre session lit, pour
          l&apos;adapter, ce que vous dites de vos besoins, de votre niveau et d&apos;une adaptation
          liée à un handicap, jusqu&apos;à la fin de la session. Elles ne sont jamais vendues.
        </p>
      </LegalSection>
      <LegalSection title="6. Cookies">
        <p>
          Le site n&apos;utilise aucun cookie publicitaire ni de mesure d&apos;audience tiers. Il
          dépose des cookies strictement nécessaires : la session des membres de l&apos;équipe, et
          le cookie « readArticles », conservé un an, qui liste les articles du blog déjà lus pour
          les marquer comme tels : votre navigateur l&apos;envoie avec chaque page demandée ; le
          site ne l&apos;enregistre pas et ne s&apos;en sert à aucune fin de suivi. Un stagiaire qui
          relie son téléphone à la feuille d&apos;émargement reçoit aussi le cookie « emargement »,
          envoyé aux seules pages d&apos;émargement, qui permet à ce téléphone de signer pour lui,
          et à rien d&apos;autre, jusqu&apos;au lendemain de la fin de sa session.
        </p>
      </LegalSection>
      <LegalSection title="7. Vos droits">
        <p>
          Conformément au règlement général sur la protection des données (RGPD) et à la loi
          Informatique et Libertés, vous disposez des droits d&apos;accès, de rectification,
          d&apos;effacement, de limitation, de portabilité et d&apos;opposition, ainsi que du droit
          de retirer votre consentement et de définir des directives sur le sort de vos données
          après votre décès. Pour les exercer, contactez-nous :
        </p>
        <CompanyContact config={config} />
        <p>
          Nous répondons dans un délai d&apos;un mois. Si vous estimez que vos droits ne sont pas
          respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).
        </p>
      </LegalSection>
    </>
  );
}
