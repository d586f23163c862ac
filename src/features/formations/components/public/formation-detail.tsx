import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { siteConfig } from "@/config/site";
import { placesCard } from "../../formation-places";
import {
  accessibilityLines,
  certificationInfo,
  contactLines,
  prerequisitesText,
  resultLines,
  updatedText,
} from "../../qualiopi-info";
import type { FormationPageData } from "../../queries";
import { BulletList, DetailCard } from "./detail-card";
import { FormationHeader } from "./formation-header";
import { ProgrammeCard } from "./programme-card";

/** Name, then the e-mail and phone as links. */
function ContactBlock({ lines: [name, email, phone] }: { lines: string[] }) {
  return (
    <>
      <p className="font-semibold text-ink">{name}</p>
      {email ? (
        <p className="mt-1">
          <a href={`mailto:${email}`} className="text-brand-blue-ink underline underline-offset-4">
            {email}
          </a>
        </p>
      ) : null}
      {phone ? (
        <p className="mt-1">
          <a
            href={`tel:${phone.replace(/\s/g, "")}`}
            className="text-brand-blue-ink underline underline-offset-4"
          >
            {phone}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * A formation page: header, its upcoming sessions when it has some (`sessions`, from the sessions
 * domain), the optional blocks that have data, its trainees' published comments (`testimonials`,
 * from the surveys domain), the places, and the quote cards.
 */
export function FormationDetail({
  data,
  sessions,
  testimonials,
}: {
  data: FormationPageData;
  sessions?: React.ReactNode;
  testimonials?: React.ReactNode;
}) {
  const { formation, event, location, places } = data;
  const placeList = placesCard(places);
  const certification = certificationInfo(formation);
  return (
    <div className="page-column space-y-8 pt-6">
      <FormationHeader formation={formation} event={event} />
      <p className="text-sm text-ink/70" data-testid="last-update">
        {updatedText(formation.last_update)}
      </p>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {sessions}
          {/* Qualiopi: prerequisites are always stated, 'Aucun prérequis' when there are none. */}
          <DetailCard title="Prérequis" icon="graduation-cap">
            <p>{prerequisitesText(formation.prerequisites)}</p>
          </DetailCard>
          {formation.objectives?.length ? (
            <DetailCard title="Objectifs" icon="target">
              <BulletList items={formation.objectives} />
            </DetailCard>
          ) : null}
          <ProgrammeCard programme={formation.training_program} order={formation.programme_order} />
          {formation.methods_used?.length ? (
            <DetailCard title="Méthodes pédagogiques" icon="presentation">
              <BulletList items={formation.methods_used} />
            </DetailCard>
          ) : null}
          {formation.assessment_methods?.length ? (
            <DetailCard title="Méthodes d'évaluation" icon="list-checks">
              <BulletList items={formation.assessment_methods} />
            </DetailCard>
          ) : null}
          {event ? (
            <DetailCard title="Évènement" icon="calendar-days" testId="event-card">
              <p className="font-display text-xl font-bold text-ink">{event.nom}</p>
              <p className="mt-1 font-semibold">
                {location?.country
                  ? [location.city, location.country].filter(Boolean).join(" - ")
                  : "Entrée offerte"}
              </p>
              <p className="mt-1">{formatDateRange(event.start_date, event.end_date)}</p>
              {event.description ? <p className="mt-3">{event.description}</p> : null}
            </DetailCard>
          ) : null}
          {formation.access_modalities ? (
            <DetailCard title="Modalités d'accès" icon="door-open">
              <p>{formation.access_modalities}</p>
            </DetailCard>
          ) : null}
          {formation.access_time ? (
            <DetailCard title="Délais d'accès" icon="clock-3">
              <p>{formation.access_time}</p>
            </DetailCard>
          ) : null}
          {certification ? (
            <DetailCard title="Certification" icon="award" testId="certification">
              <ul className="space-y-1">
                {certification.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
              {certification.url ? (
                <a
                  href={certification.url}
                  className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-blue-ink underline underline-offset-4"
                  rel="noopener"
                >
                  Fiche France Compétences <Icon name="external-link" className="size-4" />
                </a>
              ) : null}
            </DetailCard>
          ) : null}
          <DetailCard title="Résultats" icon="chart-column" testId="results">
            <BulletList items={resultLines(data.results, formation.certification)} />
          </DetailCard>
          {testimonials}
          <DetailCard
            title="Accessibilité aux personnes en situation de handicap"
            icon="accessibility"
            testId="accessibility"
          >
            {accessibilityLines(siteConfig, formation.accessibility).map((line, index) => (
              <p key={index} className="mt-2 first:mt-0">
                {line}
              </p>
            ))}
          </DetailCard>
          <DetailCard title="Contact" icon="user-round" testId="contact">
            <ContactBlock lines={contactLines(siteConfig, data.contact)} />
          </DetailCard>
          {placeList ? (
            <DetailCard title={placeList.title} icon="map-pin" testId="places">
              <BulletList items={placeList.entries} />
              {placeList.more ? (
                <p className="mt-3 font-semibold text-brand-pink-ink">{placeList.more}</p>
              ) : null}
            </DetailCard>
          ) : null}
        </div>
        <aside className="quote-card" aria-labelledby="quote-card-title">
          <div>
            <h2 id="quote-card-title">Demander un devis</h2>
            <p>
              Dates, lieu, financement CPF ou OPCO : nous adaptons la formation à votre équipe et
              répondons sous 48 heures ouvrées.
            </p>
            <Link
              href={paths.quote(formation.slug)}
              className={buttonClassName({ variant: "accent", className: "mt-5 w-full" })}
            >
              OBTENIR UN DEVIS
            </Link>
            <a href={paths.formationProgrammePdf(formation.slug)} download>
              <Icon name="file-down" /> Télécharger le programme (PDF)
            </a>
          </div>
        </aside>
      </div>
      <section aria-labelledby="closing-card-title" className="call-band bg-brand-blue-soft">
        <div>
          <h2 id="closing-card-title">
            <Icon name="clipboard-check" />
            Cette formation vous intéresse ?
          </h2>
          <p>
            Recevez une proposition adaptée à vos dates et à votre financement, ou posez-nous vos
            questions.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paths.quote(formation.slug)} className={buttonClassName()}>
            Demander un devis <Icon name="arrow-right" className="size-4" />
          </Link>
          <Link href={paths.contact} className={buttonClassName({ variant: "outline" })}>
            Nous contacter
          </Link>
        </div>
      </section>
      {/* On a phone the quote card comes after the whole programme: the way to a quote stays at
          the bottom of the screen. Sticky, not fixed: it rests at the end of the page's content
          and never covers the footer. */}
      <div
        className="sticky bottom-0 z-30 -mx-4 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:hidden"
        data-testid="quote-bar"
      >
        <Link
          href={paths.quote(formation.slug)}
          className={buttonClassName({ variant: "accent", className: "w-full" })}
        >
          Obtenir un devis <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
