import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { RegistrationView } from "@/features/sign-up/components/public/registration-view";
import { getRegistrationSession } from "@/features/sign-up/queries";
import { datesText } from "@/features/sessions/session-text";
import { recordIdOf } from "@/lib/validation";
import { pageMetadata } from "@/server/seo";
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

export async function generateMetadata({
  params,
}: PageProps<"/inscription/[session]">): Promise<Metadata> {
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
  const [data, signedStart] = await Promise.all([
    load(session),
    readOrDefault(signedFormStart, "", "secret du site"),
  ]);
  if (!data) notFound();
  return <RegistrationView data={data} signedStart={signedStart} />;
}
