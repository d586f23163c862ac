import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { confirmContactAddressByLink } from "../../actions";
import type { ContactAddressLink } from "../../contact-address-change";

const closed = {
  expired: ["Ce lien n'est plus valable", "Il a expiré, ou l'adresse n'est plus disponible. Saisissez-la de nouveau dans votre profil pour recevoir un nouveau lien."],
  unknown: ["Lien inconnu", "Ce lien ne correspond à aucune demande. Vérifiez qu'il a été copié en entier depuis l'e-mail reçu."],
} as const;

/**
 * The page of a contact address's confirmation link: the button that confirms (opening the page
 * alone changes nothing, since mail scanners open links), or what became of the request.
 */
export function ContactAddressView({ link, token, failed }: { link: ContactAddressLink; token: string; failed: boolean }) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-10">
        {link.state === "open" ? (
          <form action={confirmContactAddressByLink.bind(null, token)} className="space-y-6">
            <h1 className="font-display text-3xl font-bold">Confirmer votre adresse de contact</h1>
            <p>
              L&apos;adresse <strong>{link.email}</strong> deviendra l&apos;adresse de contact de votre profil.
            </p>
            {failed ? (
              <p role="alert" className="rounded-2xl bg-brand-pink-soft p-4 font-semibold text-brand-pink-ink">
                La confirmation n&apos;a pas pu être enregistrée. Réessayez dans un instant.
              </p>
            ) : null}
            <button type="submit" className={buttonClassName()}>
              Confirmer cette adresse
            </button>
          </form>
        ) : link.state === "confirmed" ? (
          <>
            <h1 className="font-display text-3xl font-bold">Adresse de contact confirmée</h1>
            <p role="status" className="mt-4 text-ink/80">
              <strong>{link.email}</strong> est désormais l&apos;adresse de contact de votre profil.
            </p>
            <Link href={paths.profile} className={buttonClassName({ className: "mt-6" })}>
              Voir mon profil
            </Link>
          </>
        ) : (
          <>
            <h1 className="font-display text-3xl font-bold">{closed[link.state][0]}</h1>
            <p className="mt-4 text-ink/80">{closed[link.state][1]}</p>
            <Link href={paths.profile} className={buttonClassName({ className: "mt-6" })}>
              Mon profil
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
