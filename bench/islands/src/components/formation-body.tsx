import { FormationDetail } from "@/features/catalogue/components/public/formation-detail";
import type { FormationPageData } from "@/features/catalogue/queries";
import { UpcomingSessions } from "@/features/sign-up/components/public/upcoming-sessions";
import { Testimonials } from "@/features/surveys/components/public/testimonials";

type Sessions = Parameters<typeof UpcomingSessions>[0]["sessions"];

/** The formation page's body as src/app/(site)/formation/[slug]/page.tsx composes it. */
export function FormationBody({ data, sessions }: { data: FormationPageData; sessions: Sessions }) {
  return (
    <FormationDetail
      data={data}
      sessions={<UpcomingSessions sessions={sessions} />}
      testimonials={<Testimonials items={data.testimonials} />}
    />
  );
}
