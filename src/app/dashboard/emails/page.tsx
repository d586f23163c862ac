import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/ui/admin-list";
import { siteConfig } from "@/config/site";
import { renderMailSamples } from "@/features/emails/catalogue";
import { MailPreviewList } from "@/features/emails/components/admin/mail-preview-list";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "E-mails envoyés" };

export default async function MailTemplatesPage() {
  await adminPage();
  return (
    <>
      <AdminPageHeader
        title="E-mails envoyés"
        description="Ce que reçoivent vos clients et votre équipe, avec des données d'exemple"
      />
      <MailPreviewList previews={await renderMailSamples(siteConfig)} />
    </>
  );
}
