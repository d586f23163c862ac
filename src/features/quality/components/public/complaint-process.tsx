import type { SiteConfig } from "@/config/site";

/** Beside the form: what becomes of a complaint, step by step, and where to turn after. */
export function ComplaintProcess({ config }: { config: SiteConfig }) {
  const mediator = config.agreements.consumerMediator;
  const steps = [
    "Vous recevez aussitôt par e-mail un accusé de réception avec le numéro de votre réclamation.",
    "Nous l'analysons : faits, causes, ce que nous vous devons.",
    `Nous vous répondons par écrit sous ${config.complaints.answerDays} jours au plus.`,
    "Nous en tirons, si besoin, une action d'amélioration de nos formations.",
  ];
  return (
    <section aria-labelledby="complaint-process-title" className="space-y-4">
      <h2 id="complaint-process-title" className="font-display text-2xl font-bold">
        Ce que devient votre réclamation
      </h2>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-green-soft text-sm font-bold text-brand-green-ink"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink/70">
        Si notre réponse ne vous satisfait pas et que vous avez financé vous-même votre formation,
        vous pouvez recourir gratuitement au médiateur de la consommation : {mediator.name} (
        <a href={mediator.url} className="font-semibold underline underline-offset-2">
          {mediator.url}
        </a>
        ).
      </p>
    </section>
  );
}
