import { buttonClassName } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { formatLongDate } from "@/lib/dates";
import { MAX_CANCEL_REASON } from "@/features/registrations/public";
import { actions } from "astro:actions";
import { LinkForm } from "@/components/ui/link-page";
import type { OpenTraineePage } from "@/features/trainee-page/trainee-page";
import { Section } from "./trainee-sections";

/*
 * The forms of a place still held: ask for other dates, hand it over, cancel it. Each is a plain
 * post bound to the link's token; `alert` is the problem the last post of that form met.
 */

interface FormProps {
  page: OpenTraineePage;
  token: string;
  alert: React.ReactNode;
}

/**
 * The box a form that cannot be undone asks to tick: a confirmation that works without
 * JavaScript, checked again on the server.
 */
function ConfirmBox({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        required
        className="mt-0.5 size-5 shrink-0 accent-brand-blue-ink"
      />
      <span>{children}</span>
    </label>
  );
}

/** « Changer de session »: the request, or the one under way. */
export function MoveSection({ page, token, alert }: FormProps) {
  return (
    <Section title="Changer de session">
      {page.moveRequested ? (
        <p className="mt-3" data-testid="move-requested">
          Demande en cours : passer à la session {page.moveRequested}. Notre équipe vous répond par
          e-mail.
        </p>
      ) : page.moveChoices.length === 0 ? (
        <p className="mt-3 text-ink/80">
          Aucune autre date n&apos;est ouverte pour le moment. Écrivez-nous au{" "}
          {siteConfig.contact.phone} ou à {siteConfig.contact.email}.
        </p>
      ) : (
        <LinkForm action={actions.requestMoveAsTrainee} token={token} className="mt-3 space-y-4">
          {alert}
          <SelectField id="move-session" name="session_id" label="SESSION SOUHAITÉE *" required>
            <option value="">Choisissez une date</option>
            {page.moveChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClassName({ variant: "outline" })}>
            Demander ce changement
          </button>
        </LinkForm>
      )}
    </Section>
  );
}

/** « Céder ma place à un collègue ». */
export function HandOverSection({ token, alert }: Omit<FormProps, "page">) {
  return (
    <Section title="Céder ma place à un collègue">
      <p className="mt-3 text-ink/80">
        Votre collègue reprend votre inscription et reçoit un e-mail avec son propre lien ; le vôtre
        ne servira plus.
      </p>
      <LinkForm action={actions.handOverAsTrainee} token={token} className="mt-4 space-y-4">
        {alert}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="colleague-last-name"
            name="last_name"
            label="NOM DU COLLÈGUE *"
            autoComplete="off"
            maxLength={100}
            required
          />
          <TextField
            id="colleague-first-name"
            name="first_name"
            label="PRÉNOM DU COLLÈGUE *"
            autoComplete="off"
            maxLength={100}
            required
          />
        </div>
        <TextField
          id="colleague-email"
          name="email"
          type="email"
          label="EMAIL DU COLLÈGUE *"
          autoComplete="off"
          maxLength={254}
          required
        />
        <ConfirmBox name="confirm_hand_over">
          Je cède ma place à ce collègue : mon lien ne servira plus.
        </ConfirmBox>
        <button type="submit" className={buttonClassName({ variant: "outline" })}>
          Céder ma place
        </button>
      </LinkForm>
    </Section>
  );
}

/** « Annuler mon inscription »: online until the deadline its terms set, then by writing to us. */
export function CancelSection({ page, token, alert }: FormProps) {
  const { rights } = page;
  return (
    <Section title="Annuler mon inscription">
      {rights.cancel ? (
        <LinkForm action={actions.cancelAsTrainee} token={token} className="mt-3 space-y-4">
          {page.withdrawing && page.agreement?.withdrawal ? (
            <p className="text-ink/80">
              Vous êtes dans votre délai de rétractation : l&apos;annulation est sans frais
              jusqu&apos;au {formatLongDate(page.agreement.withdrawal.until)}. Votre place revient à
              la liste d&apos;attente.
            </p>
          ) : page.agreement?.kind === "contract" ? (
            <p className="text-ink/80">
              Possible en ligne jusqu&apos;au {formatLongDate(page.cancelUntil)}. Votre place
              revient à la liste d&apos;attente ; les conditions d&apos;abandon de votre contrat de
              formation s&apos;appliquent.
            </p>
          ) : (
            <p className="text-ink/80">
              Possible en ligne jusqu&apos;au {formatLongDate(page.cancelUntil)}. Votre place
              revient à la liste d&apos;attente ; l&apos;indemnité de dédit prévue à l&apos;article
              5 de nos{" "}
              <a href={paths.termsOfSale} className="underline">
                conditions générales de vente
              </a>{" "}
              s&apos;applique.
            </p>
          )}
          {alert}
          <TextAreaField
            id="cancel-reason"
            name="reason"
            label="RAISON DE L'ANNULATION *"
            rows={3}
            maxLength={MAX_CANCEL_REASON}
            required
          />
          <ConfirmBox name="confirm_cancel">
            Je confirme l&apos;annulation de mon inscription.
          </ConfirmBox>
          <button type="submit" className={buttonClassName({ variant: "danger" })}>
            Annuler mon inscription
          </button>
        </LinkForm>
      ) : (
        <p className="mt-3 text-ink/80" data-testid="cancel-closed">
          Le délai d&apos;annulation en ligne est passé (jusqu&apos;au{" "}
          {formatLongDate(page.cancelUntil)}). Pour annuler, écrivez-nous au{" "}
          {siteConfig.contact.phone} ou à {siteConfig.contact.email}.
        </p>
      )}
    </Section>
  );
}
