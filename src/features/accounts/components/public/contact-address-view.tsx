import { buttonClassName } from "@/components/ui/button";
import { LinkPage, LinkPageEnd, LinkPageForm } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { actions } from "astro:actions";
import type { ContactAddressLink } from "../../contact-address-change";

const closed = {
  expired: [
    "Ce lien n'est plus valable",
    "Il a expiré, ou l'adresse n'est plus disponible. Saisissez-la de nouveau dans votre profil pour recevoir un nouveau lien.",
  ],
  unknown: [
    "Lien inconnu",
    "Ce lien ne correspond à aucune demande. Vérifiez qu'il a été copié en entier depuis l'e-mail reçu.",
  ],
} as const;

/**
 * The page of a contact address's confirmation link: the button that confirms (opening the page
 * alone changes nothing, since mail scanners open links), or what became of the request.
 */
export function ContactAddressView({
  link,
  token,
  failed,
}: {
  link: ContactAddressLink;
  token: string;
  failed: boolean;
}) {
  return (
    <LinkPage>
      {link.state === "open" ? (
        <LinkPageForm
          action={actions.confirmContactAddressByLink}
          token={token}
          label="Confirmer cette adresse"
          failure={
            failed
              ? "La confirmation n'a pas pu être enregistrée. Réessayez dans un instant."
              : null
          }
        >
          <h1 className="font-display text-3xl font-bold">Confirmer votre adresse de contact</h1>
          <p>
            L&apos;adresse <strong>{link.email}</strong> deviendra l&apos;adresse de contact de
            votre profil.
          </p>
        </LinkPageForm>
      ) : link.state === "confirmed" ? (
        <>
          <h1 className="font-display text-3xl font-bold">Adresse de contact confirmée</h1>
          <p role="status" className="mt-4 text-ink/80">
            <strong>{link.email}</strong> est désormais l&apos;adresse de contact de votre profil.
          </p>
          <a href={paths.profile} className={buttonClassName({ className: "mt-6" })}>
            Voir mon profil
          </a>
        </>
      ) : (
        <LinkPageEnd
          title={closed[link.state][0]}
          text={closed[link.state][1]}
          next={{ href: paths.profile, label: "Mon profil" }}
        />
      )}
    </LinkPage>
  );
}
