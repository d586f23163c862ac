import type { Metadata } from "next";
import Link from "next/link";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { SignOutButton } from "@/features/accounts/components/sign-out-button";
import { roleLabel } from "@/features/accounts/role-label";
import { signedInPage } from "@/server/auth/pages";

export const metadata: Metadata = { robots: { index: false, follow: false } };

const adminLinks = [
  { href: paths.dashboard, label: "Tableau de bord" },
  { href: paths.users, label: "Utilisateurs" },
];
const memberLinks = [{ href: paths.userSpace, label: "Mon espace" }];

/** The staff area: signed-in people only; no public header or footer. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await signedInPage();
  const links = [...(user.isAdmin ? adminLinks : memberLinks), { href: paths.profile, label: "Gérer mon compte" }];
  return (
    <div className="min-h-screen bg-ink/[0.03]">
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <Link href={paths.home} className="font-display text-lg font-bold">
            {siteConfig.brandName}
          </Link>
          <nav aria-label="Espace équipe" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="rounded-full px-3 py-2 text-sm font-semibold hover:bg-ink/5">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-4">
            <p className="text-right text-sm leading-tight" data-testid="current-user">
              <span className="block font-bold">
                {user.profile.name} {user.profile.last_name}
              </span>
              <span className="text-ink/70">{roleLabel(user.profile)}</span>
            </p>
            <SignOutButton className="rounded-full border border-ink/20 px-3 py-2 text-sm font-semibold hover:bg-ink/5" />
          </div>
        </div>
      </header>
      <main id="contenu" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
