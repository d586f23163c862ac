import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { ComplaintForm } from "@/features/quality/components/public/complaint-form";
import { ComplaintProcess } from "@/features/quality/components/public/complaint-process";
import { complaintMetadata } from "@/features/quality/metadata";
import { loadComplaintForm } from "@/features/quality/queries";
import { currentDay } from "@/server/clock";

export const revalidate = 3600;

export const metadata = complaintMetadata;

export default async function ComplaintPage() {
  const { sessions, signedStart } = await loadComplaintForm(currentDay());
  return (
    <>
      <PageIntro eyebrow="Réclamation" title="Faire une réclamation">
        <p>
          Une difficulté avec une formation, une inscription ou un financement ? Décrivez-la : elle
          est enregistrée dans notre registre des réclamations et traitée par écrit.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <ComplaintForm
          sessions={sessions}
          answerDays={siteConfig.complaints.answerDays}
          address={paths.complaint}
          signedStart={signedStart}
        />
        <ComplaintProcess config={siteConfig} />
      </div>
    </>
  );
}
