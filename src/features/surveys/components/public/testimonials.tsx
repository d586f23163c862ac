import { Icon } from "@/components/ui/icon";
import { formatMonthYear } from "@/lib/dates";
import type { Testimonial } from "../../results";

/** 'de mars 2026', 'd'avril 2026'. */
const ofMonth = (day: string) => {
  const month = formatMonthYear(day);
  return /^[aeiou]/.test(month) ? `d'${month}` : `de ${month}`;
};

/**
 * 'Avis de stagiaires': comments their authors agreed to publish and an admin approved, without a
 * name; nothing at all when there are none.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section className="detail-card" data-testid="testimonials">
      <h2>
        <Icon name="message-square-quote" />
        Avis de stagiaires
      </h2>
      <p className="mt-2 text-sm text-ink/70">
        Extraits de nos questionnaires de satisfaction, publiés sans nom avec l&apos;accord de leurs
        auteurs.
      </p>
      <ul className="testimonials">
        {items.map((testimonial) => (
          <li key={testimonial.id}>
            <figure>
              <blockquote>{testimonial.comment}</blockquote>
              <figcaption>{`Stagiaire, session ${ofMonth(testimonial.end_date)} · ${testimonial.overall}/5`}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
