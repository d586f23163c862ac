import { paths } from "@/config/paths";
import { LinkPage, LinkPageAlert, LinkPageEnd } from "@/components/ui/link-page";
import { formatPriceNoTax } from "@/lib/money";
import { listText } from "@/lib/text";
import { datesText, whereText } from "@/features/sessions/public";
import type { SignatoryPage } from "@/features/agreements/signatory-page";
import {
  traineeDone,
  traineeProblems,
  type TraineeDone,
  type TraineeProblem,
} from "@/features/registrations/public";
import { AgreementPart } from "./agreement-part";
import { actions } from "astro:actions";

/**
 * The page a company's signatory opens from their mail: the trainee's convention, to read and
 * accept in the company's name (a plain post), then the record of its acceptance.
 */
export function SignatoryPageView({
  page,
  token,
  problem,
  done,
}: {
  page: SignatoryPage;
  token: string;
  problem: TraineeProblem | null;
  done: TraineeDone | null;
}) {
  if (page.state !== "open")
    return (
      <LinkPage testId="signatory-page">
        <LinkPageEnd
          title="Lien indisponible"
          text="Ce lien n'ouvre plus de convention : elle a été confiée à un autre signataire, ou la session est terminée depuis plus de trois mois. Écrivez-nous pour la recevoir."
          next={{ href: paths.contact, label: "Nous écrire" }}
        />
      </LinkPage>
    );
  const { session, agreement } = page;
  return (
    <LinkPage testId="signatory-page">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        Convention de formation
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{session.formation.title}</h1>
      {done && (
        <p role="status" className="mt-4 font-semibold text-brand-green-ink">
          {traineeDone[done]}
        </p>
      )}
      <dl className="mt-6 grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Entreprise</dt>
        <dd>{page.company}</dd>
        <dt className="font-semibold">
          {agreement.trainees.length > 1 ? "Stagiaires" : "Stagiaire"}
        </dt>
        <dd>{listText(agreement.trainees)}</dd>
        <dt className="font-semibold">Dates</dt>
        <dd>{datesText(session)}</dd>
        <dt className="font-semibold">Lieu</dt>
        <dd>{whereText(session)}</dd>
        <dt className="font-semibold">Prix</dt>
        <dd>
          {formatPriceNoTax(agreement.priceNoTax / 100)}
          {agreement.trainees.length > 1 ? ` pour ${agreement.trainees.length} stagiaires` : ""}
        </dd>
      </dl>
      <AgreementPart
        agreement={agreement}
        documentHref={paths.signatoryAgreement(token)}
        accept={{ action: actions.acceptAgreementAsSignatory, token }}
        canCancel={false}
        alert={
          problem && <LinkPageAlert className="mt-4">{traineeProblems[problem]}</LinkPageAlert>
        }
      />
    </LinkPage>
  );
}
