import { buttonClassName } from "@/components/ui/button";
import { LinkPage, LinkPageEnd, LinkPageForm } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import {
  CONFIRMATION_HOURS,
  colleaguesAskedText,
  registrationOutcomeText,
} from "@/features/registrations/public";
import type { RegistrationLink } from "@/features/sign-up/registration-link";
import { datesText, placeText } from "@/features/sessions/public";
import { actions } from "astro:actions";

const closed = {
  expired: [
    "Ce lien a expiré",
    `Une inscription qui n'est pas confirmée dans les ${CONFIRMATION_HOURS} heures expire, sans qu'aucune place ait été réservée. Inscrivez-vous de nouveau depuis la page de la formation.`,
  ],
  closed: [
    "Inscriptions closes",
    "Les inscriptions à cette session sont closes. D'autres dates vous attendent peut-être sur la page de la formation.",
  ],
  cancelled: [
    "Inscription annulée",
    "Cette inscription a été annulée. D'autres dates vous attendent peut-être sur la page de la formation.",
  ],
} as const;

/**
 * The page of a registrant's confirmation link: the button that confirms (opening the page alone
 * changes nothing, since mail scanners open links), or what became of the registration.
 */
export function RegistrationLinkView({
  link,
  token,
  failed,
}: {
  link: RegistrationLink;
  token: string;
  failed: boolean;
}) {
  if (link.state === "unknown") {
    return (
      <LinkPage testId="registration-link">
        <LinkPageEnd
          title="Lien d'inscription inconnu"
          text="Ce lien ne correspond à aucune inscription. Vérifiez qu'il a été copié en entier depuis l'e-mail reçu."
          next={{ href: paths.home, label: "Retour à l'accueil" }}
        />
      </LinkPage>
    );
  }
  return (
    <LinkPage testId="registration-link">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        Inscription
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">
        {link.state === "confirmed"
          ? "Inscription confirmée"
          : link.state === "open"
            ? "Confirmez votre inscription"
            : closed[link.state][0]}
      </h1>
      <p className="mt-2 text-ink/75">
        {link.session.formation.title} : session {datesText(link.session, { lowercase: true })},{" "}
        {placeText(link.session)}.
      </p>
      {link.state === "confirmed" ? (
        <p role="status" className="mt-6 font-semibold text-brand-green-ink">
          {registrationOutcomeText(link.tally, link.awaiting)}
        </p>
      ) : link.state === "open" ? (
        <LinkPageForm
          action={actions.confirmRegistrationByLink}
          token={token}
          label="Confirmer mon inscription"
          failure={
            failed
              ? "Votre confirmation n'a pas pu être enregistrée. Réessayez dans un instant."
              : null
          }
          className="mt-6"
        >
          <p>
            Confirmez votre inscription pour réserver votre place : tant qu&apos;elle n&apos;est pas
            confirmée, aucune place n&apos;est retenue.
          </p>
          {link.colleagues > 0 && <p>{colleaguesAskedText}</p>}
        </LinkPageForm>
      ) : (
        <p className="mt-6 text-ink/80">{closed[link.state][1]}</p>
      )}
      {link.state !== "open" ? (
        <a
          href={paths.formation(link.session.formation.slug)}
          className={buttonClassName({ className: "mt-6" })}
        >
          Voir la formation
        </a>
      ) : null}
    </LinkPage>
  );
}
