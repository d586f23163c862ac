import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { RegistrationForm } from "@/features/sessions/components/public/registration-form";
import { RegistrationSummary } from "@/features/sessions/components/public/registration-summary";
import { getRegistrationSession } from "@/features/sessions/queries";
import { datesText } from "@/features/sessions/session-text";
import { recordIdOf } from "@/lib/validation";
import { pageMetadata } from "@/lib/seo";
import { currentDay } from "@/server/clock";
import { signedFormStart } from "@/server/form-start";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

// Rendered on their first visit and cached, like the formation pages.
export function generateStaticParams() {
  return [];
}

async function load(param: string) {
  const id = recordIdOf(param);
  return id === null ? null : getRegistrationSession(id, currentDay());
}

export async function generateMetadata({ params }: PageProps<"/inscription/[session]">): Promise<Metadata> {
  const { session } = await params;
  const data = await load(session);
  if (!data) return { title: { absolute: `Session introuvable | ${siteConfig.brandName}` } };
  return pageMetadata(siteConfig, {
    title: `Inscription : ${data.formation.title}`,
    description: `Inscrivez-vous à la session ${datesText(data.session, { lowercase: true })} de la formation ${data.formation.title}.`,
    path: paths.registration(data.session.id),
    // A form for a date that passes: the formation's page is the one to find.
    noIndex: true,
  });
}

export default async function RegistrationPage({ params }: PageProps<"/inscription/[session]">) {
  const { session } = await params;
  const [data, signedStart] = await Promise.all([load(session), readOrDefault(signedFormStart, "", "secret du site")]);
  if (!data) notFound();
  return (
    <>
      <PageIntro eyebrow="Inscription" title={data.formation.title}>
        <p>Session {datesText(data.session, { lowercase: true })}</p>
      </PageIntro>
      {/* What one registers for comes first; on a wide screen it stands beside the form. */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <RegistrationSummary {...data} className="lg:col-start-2 lg:row-start-1" />
        <RegistrationForm
          sessionId={data.session.id}
          full={data.session.left === 0}
          certifying={data.formation.certification}
          address={paths.registration(data.session.id)}
          signedStart={signedStart}
          className="lg:col-start-1 lg:row-start-1"
        />
      </div>
    </>
  );
}
