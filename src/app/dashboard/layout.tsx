import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import {
  Sidebar,
  SidebarInset,
  SidebarLabel,
  SidebarProvider,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE } from "@/components/ui/sidebar-state";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { SignOutButton } from "@/features/accounts/components/admin/sign-out-button";
import { CurrentUserBadge } from "@/features/accounts/components/admin/current-user-badge";
import { DashboardNav } from "@/features/dashboard-home/components/dashboard-nav";
import { navItemClassName } from "@/features/dashboard-home/components/nav-item-class";
import { signedInPage } from "@/server/auth/pages";

export const metadata: Metadata = {
  title: { template: `%s | Espace équipe ${siteConfig.brandName}`, default: "Espace équipe" },
  robots: { index: false, follow: false },
};

/** The staff area: signed-in people only, a sidebar instead of the public header and footer. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await signedInPage();
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <a href="#contenu" className="skip-link z-50">
        Aller au contenu
      </a>
      <Sidebar label="Menu de l'espace équipe">
        <Link
          href={paths.home}
          className="flex h-16 shrink-0 items-center gap-2 border-b border-ink/10 px-3 font-display text-lg font-bold group-data-[sidebar=collapsed]/sidebar:justify-center group-data-[sidebar=collapsed]/sidebar:px-0"
        >
          <Icon name="brand-mark" className="size-7 shrink-0" />
          <SidebarLabel>{siteConfig.brandName}</SidebarLabel>
        </Link>
        <DashboardNav
          isAdmin={user.isAdmin}
          signOut={
            <SignOutButton className={`w-full ${navItemClassName}`}>
              <SidebarLabel>Se déconnecter</SidebarLabel>
            </SignOutButton>
          }
        />
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-ink/10 bg-white/90 px-4 backdrop-blur sm:px-6">
          <SidebarTrigger className="-ml-2" />
          <CurrentUserBadge profile={user.profile} />
        </header>
        <main
          id="contenu"
          tabIndex={-1}
          className="w-full max-w-7xl flex-1 bg-ink/[0.02] px-4 py-8 outline-none sm:px-6 lg:px-10"
        >
          {children}
        </main>
      </SidebarInset>
      <Toaster />
    </SidebarProvider>
  );
}
