import type { SiteConfig } from "@/config/site";
import { LegalSection } from "./legal-page";

/**
 * The rules of conduct every provider draws up (Code du travail, L6352-3 to L6352-5) with the
 * content R6352-1 to R6352-15 require: health and safety, discipline, the sanctions and the
 * procedure that guards the trainee's rights, and the trainees' representation.
 */
export function TrainingRules({ config }: { config: SiteConfig }) {
  const { company } = config;
  return (
    <>
      <LegalSection title="1. Objet et champ d'application">
        <p>
          Le présent règlement intérieur est établi par {company.legalName}, organisme de formation
          enregistré sous le numéro de déclaration d&apos;activité {company.trainingDeclaration}, en
          application des articles L6352-3 à L6352-5 et R6352-1 à R6352-15 du Code du travail.
        </p>
        <p>
          Il s&apos;applique à chaque stagiaire, pour toute la durée de la formation, dans nos
          locaux, dans les locaux loués pour une session et en classe virtuelle. Lorsque la
          formation se déroule dans une entreprise dotée d&apos;un règlement intérieur, les
          consignes d&apos;hygiène et de sécurité de cette entreprise s&apos;appliquent.
        </p>
      </LegalSection>
      <LegalSection title="2. Hygiène et sécurité">
        <ul>
          <li>
            Chaque stagiaire respecte les consignes d&apos;hygiène et de sécurité affichées ou
            rappelées par le formateur, notamment les consignes d&apos;incendie et
            d&apos;évacuation.
          </li>
          <li>
            Il est interdit de fumer et de vapoter dans les locaux, d&apos;y introduire ou d&apos;y
            consommer des boissons alcoolisées ou des produits stupéfiants, et d&apos;y entrer en
            état d&apos;ivresse.
          </li>
          <li>
            Tout accident, même léger, survenu pendant la formation ou le trajet est signalé sans
            délai au formateur, qui en informe l&apos;organisme.
          </li>
          <li>
            Un stagiaire en situation de handicap peut demander les adaptations nécessaires à{" "}
            {company.accessibilityOfficer}, référent handicap.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Discipline">
        <ul>
          <li>
            Les horaires sont ceux de la convocation. Tout retard ou absence est signalé au
            formateur ou à l&apos;organisme, qui en informe l&apos;employeur ou le financeur lorsque
            la formation est prise en charge.
          </li>
          <li>
            Le stagiaire signe la feuille d&apos;émargement à chaque demi-journée ; en classe
            virtuelle, sa présence est relevée de la même façon.
          </li>
          <li>
            Le matériel confié est utilisé conformément à son objet et restitué en fin de formation.
            Aucun enregistrement de la formation n&apos;est fait sans l&apos;accord du formateur et
            des participants.
          </li>
          <li>
            Chacun adopte un comportement respectueux envers les autres stagiaires, le formateur et
            le personnel.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Sanctions">
        <p>
          Constitue une sanction toute mesure, autre que les observations verbales, prise par la
          direction de l&apos;organisme à la suite d&apos;un agissement du stagiaire qu&apos;elle
          considère comme fautif (article R6352-3). Selon la gravité des faits : avertissement
          écrit, exclusion temporaire ou exclusion définitive de la formation. Les amendes et autres
          sanctions pécuniaires sont interdites.
        </p>
        <p>
          L&apos;employeur du stagiaire et, le cas échéant, le financeur de la formation sont
          informés de la sanction prise (article R6352-8).
        </p>
      </LegalSection>
      <LegalSection title="5. Garanties disciplinaires">
        <ul>
          <li>
            Aucune sanction n&apos;est prise sans que le stagiaire ait été informé par écrit des
            griefs retenus contre lui (article R6352-4).
          </li>
          <li>
            Lorsque la direction envisage une sanction qui a une incidence, immédiate ou non, sur la
            présence du stagiaire dans la formation, elle le convoque en lui indiquant l&apos;objet
            de la convocation, ainsi que la date, l&apos;heure et le lieu de l&apos;entretien. La
            convocation est écrite et adressée par lettre recommandée ou remise à l&apos;intéressé
            contre décharge. Au cours de l&apos;entretien, le stagiaire peut se faire assister par
            la personne de son choix, notamment le délégué de stage ; la convocation fait état de
            cette faculté. La direction indique le motif de la sanction envisagée et recueille les
            explications du stagiaire (article R6352-5).
          </li>
          <li>
            La sanction ne peut intervenir moins d&apos;un jour franc ni plus de quinze jours après
            l&apos;entretien. Elle fait l&apos;objet d&apos;une décision écrite et motivée, notifiée
            au stagiaire par lettre recommandée ou remise contre récépissé (article R6352-6).
          </li>
          <li>
            Lorsque l&apos;agissement a rendu indispensable une mesure conservatoire
            d&apos;exclusion temporaire à effet immédiat, aucune sanction définitive relative à cet
            agissement ne peut être prise sans que la procédure ci-dessus ait été suivie (article
            R6352-7).
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="6. Représentation des stagiaires">
        <p>
          Pour toute action de formation d&apos;une durée supérieure à 500 heures, un délégué
          titulaire et un délégué suppléant sont élus au scrutin uninominal à deux tours, entre la
          20<sup>e</sup> et la 40<sup>e</sup> heure de formation (articles R6352-9 à R6352-15). Nos
          formations durant moins de 500 heures, elles ne donnent pas lieu à cette élection.
        </p>
      </LegalSection>
      <LegalSection title="7. Publicité">
        <p>
          Le présent règlement est remis à chaque stagiaire avant son inscription définitive
          (article L6353-8) : il est joint aux conventions et contrats de formation et consultable
          sur ce site.
        </p>
      </LegalSection>
    </>
  );
}
