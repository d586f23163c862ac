import { LinkPage, LinkPageAlert, LinkPageEnd } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import type { SurveyLink } from "../../answers";
import { FollowupForm, StakeholderForm, SurveyForm } from "./survey-form";

const closed = {
  answered: [
    "Merci pour votre avis",
    "Votre réponse est enregistrée. Ce lien ne sert qu'une fois : il ne permet plus de répondre.",
  ],
  expired: [
    "Ce lien a expiré",
    "Les liens de questionnaire sont valables 30 jours. Pour nous donner votre avis, écrivez-nous depuis la page de contact.",
  ],
  unknown: [
    "Lien de questionnaire inconnu",
    "Ce lien ne correspond à aucun questionnaire. Vérifiez qu'il a été copié en entier depuis l'e-mail reçu.",
  ],
} as const;

/** A survey link's page: the form while it is open, else what happened to it, in French. */
export function SurveyView({
  link,
  token,
  problem,
}: {
  link: SurveyLink;
  token: string;
  problem: "incomplet" | "erreur" | null;
}) {
  if (link.state !== "open") {
    return (
      <LinkPage>
        <LinkPageEnd
          title={closed[link.state][0]}
          text={closed[link.state][1]}
          next={
            link.state === "expired"
              ? { href: paths.contact, label: "Nous écrire" }
              : { href: paths.home, label: "Retour à l'accueil" }
          }
        />
      </LinkPage>
    );
  }
  const { eyebrow, title, intro } = heading(link);
  return (
    <LinkPage>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        {eyebrow}
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-ink/75">{intro}</p>
      {problem && (
        <LinkPageAlert className="mt-6">
          {problem === "incomplet"
            ? "Répondez à chaque question (le commentaire est facultatif), puis envoyez à nouveau."
            : "Votre avis n'a pas pu être enregistré. Réessayez dans un instant."}
        </LinkPageAlert>
      )}
      {link.kind === "end" ? (
        <SurveyForm token={token} />
      ) : link.kind === "cold" ? (
        <FollowupForm token={token} />
      ) : (
        <StakeholderForm token={token} kind={link.kind} />
      )}
    </LinkPage>
  );
}

const stakeholderPrivacy =
  "Trois questions, une minute : vos réponses nous aident à améliorer nos formations et ne sont jamais publiées.";

/** What the page says above the form: which survey, about what. */
function heading(link: Extract<SurveyLink, { state: "open" }>) {
  const session =
    link.start_date && link.end_date
      ? `Session ${formatDateRange(link.start_date, link.end_date, { lowercase: true })}`
      : "";
  const title = link.formation_title ?? "";
  switch (link.kind) {
    case "end":
      return {
        eyebrow: "Questionnaire de satisfaction",
        title,
        intro: `${session}. Sept questions, deux minutes : vos réponses restent confidentielles, et votre commentaire n'est publié que si vous l'acceptez, sans votre nom.`,
      };
    case "cold":
      return {
        eyebrow: "Trois mois après",
        title,
        intro: `${session}. Deux questions, une minute : vos réponses restent confidentielles et nous aident à améliorer la formation.`,
      };
    case "company":
      return {
        eyebrow: "Avis de l'entreprise",
        title,
        intro: `${session}, pour l'entreprise ${link.organisation}. ${stakeholderPrivacy}`,
      };
    case "trainer":
      return { eyebrow: "Avis du formateur", title, intro: `${session}. ${stakeholderPrivacy}` };
    case "funder":
      return {
        eyebrow: "Avis d'un financeur",
        title: `Notre collaboration avec ${link.organisation}`,
        intro: `Sur les douze derniers mois. ${stakeholderPrivacy}`,
      };
  }
}
