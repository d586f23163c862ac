import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { formatPriceNoTax } from "@/lib/money";
import { certificateTitles } from "@/lib/training-law";
import { datesText, whereText } from "@/features/sessions/public";
import { disabilityReferentText } from "@/features/registrations/public";
import type { OpenTraineePage } from "@/features/trainee-page/trainee-page";

/** A part of the page, under its title. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 border-t border-ink/10 pt-6">
      <h2 className="font-display text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** What the trainee already did: folded, one click away, so that what is due comes first. */
export function Folded({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: React.ReactNode;
}) {
  return (
    <details className="mt-8 border-t border-ink/10 pt-6">
      <summary className="cursor-pointer">
        <h2 className="inline font-display text-xl font-bold">{title}</h2>
        <span className="ml-2 text-sm text-brand-green-ink">· {note}</span>
      </summary>
      {children}
    </details>
  );
}

/** « Votre inscription »: the place as booked, and what the trainee may open from here. */
export function RegistrationSection({ page, token }: { page: OpenTraineePage; token: string }) {
  const { registration, session, rights } = page;
  const active = rights.handOver;
  return (
    <Section title="Votre inscription">
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Participant</dt>
        <dd>{registration.trainee_name}</dd>
        <dt className="font-semibold">Dates</dt>
        <dd>{datesText(session)}</dd>
        <dt className="font-semibold">Lieu</dt>
        <dd>{whereText(session)}</dd>
        {session.trainer && (
          <>
            <dt className="font-semibold">Formateur</dt>
            <dd>{session.trainer}</dd>
          </>
        )}
        <dt className="font-semibold">Prix</dt>
        <dd>{formatPriceNoTax(registration.price)}</dd>
        <dt className="font-semibold">Accessibilité</dt>
        <dd data-testid="disability-referent">{disabilityReferentText(siteConfig)}</dd>
        {registration.cancel_reason && (
          <>
            <dt className="font-semibold">Raison</dt>
            <dd className="whitespace-pre-line">{registration.cancel_reason}</dd>
          </>
        )}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        {active && (
          <a
            href={paths.traineeCalendar(token)}
            className={buttonClassName({ variant: "outline" })}
          >
            Ajouter à mon agenda
          </a>
        )}
        {page.signing.open && !page.signing.due && (
          <a href={paths.traineeSigning(token)} className={buttonClassName({ variant: "outline" })}>
            Signer la feuille d&apos;émargement
          </a>
        )}
        {active &&
          registration.status === "confirmed" &&
          session.place === "remote" &&
          session.remote_link && (
            <a href={session.remote_link} className={buttonClassName({ variant: "outline" })}>
              Rejoindre la classe virtuelle
            </a>
          )}
      </div>
    </Section>
  );
}

/**
 * « Documents »: the agreement once nothing is due on it (`agreement`), the certificates, the
 * programme and the terms.
 */
export function DocumentsSection({
  page,
  token,
  agreement,
}: {
  page: OpenTraineePage;
  token: string;
  agreement: React.ReactNode;
}) {
  const { session } = page;
  return (
    <Section title="Documents">
      {agreement}
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {page.certificates.map((kind) => (
          <li key={kind}>
            <a href={paths.traineeCertificate(token, kind)} className="font-semibold underline">
              {certificateTitles[kind]} (PDF)
            </a>
          </li>
        ))}
        <li>
          <a
            href={paths.formationProgrammePdf(session.formation.slug)}
            className="font-semibold underline"
          >
            Programme de la formation (PDF)
          </a>
        </li>
        <li>
          <a href={paths.termsOfSale} className="font-semibold underline">
            Conditions générales de vente
          </a>
        </li>
        <li>
          <a href={paths.rules} className="font-semibold underline">
            Règlement intérieur
          </a>
        </li>
      </ul>
    </Section>
  );
}

/** « Une difficulté ? »: the complaint form, about this session. */
export function ComplaintSection({ sessionId }: { sessionId: number }) {
  return (
    <Section title="Une difficulté ?">
      <p className="mt-3 text-ink/80">
        Quelque chose ne s&apos;est pas passé comme prévu, avant, pendant ou après la formation ?{" "}
        <a
          href={paths.complaintAbout(sessionId)}
          // The page's address is its token: the form it opens need not learn it.
          rel="noreferrer"
          className="font-semibold underline underline-offset-4"
          data-testid="complaint-link"
        >
          Faire une réclamation
        </a>{" "}
        : nous vous répondons par écrit sous {siteConfig.complaints.answerDays} jours au plus.
      </p>
    </Section>
  );
}
