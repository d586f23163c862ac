import { siteConfig } from "@/config/site";
import { placesCard } from "@/features/catalogue/formation-places";
import { accessibilityLines, contactLines } from "@/features/catalogue/qualiopi-info";
import type { FormationPageData } from "@/features/catalogue/queries";
import { BulletList, DetailCard } from "./detail-card";

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

/** Who adapts it to a disability, whom to ask, and where it is taught. */
export function ContactCards({ data }: { data: FormationPageData }) {
  const { formation, places } = data;
  const placeList = placesCard(places);
  return (
    <>
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
    </>
  );
}
