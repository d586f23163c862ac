import type { Metadata } from "next";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/config/site";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ResetPasswordForm } from "@/features/accounts/components/public/reset-password-form";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Nouveau mot de passe",
  description:
    "Choisissez un nouveau mot de passe pour votre compte, depuis le lien reçu par e-mail.",
  path: paths.resetPassword,
  noIndex: true,
});

/** Better Auth sends the recovery link here with `?token=`, or `?error=` when it is no longer valid. */
export default async function ResetPasswordPage({
  searchParams,
}: PageProps<"/reinitialiser-mot-de-passe">) {
  const { token } = await searchParams;
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold">Nouveau mot de passe</h1>
        {typeof token === "string" && token ? (
          <div className="mt-6">
            <ResetPasswordForm token={token} />
          </div>
        ) : (
          <>
            <p className="mt-4 text-ink/80">
              Ce lien de réinitialisation n&apos;est plus valable. Demandez-en un nouveau depuis la
              page de connexion.
            </p>
            <Link href={paths.login} className={buttonClassName({ className: "mt-6" })}>
              Aller à la connexion
            </Link>
          </>
        )}
      </div>
      <Toaster />
    </div>
  );
}
