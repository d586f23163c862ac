import type { Metadata } from "next";
import { cookies } from "next/headers";
import { SidebarLabel } from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE } from "@/components/ui/sidebar-state";
import { siteConfig } from "@/config/site";
import { SignOutButton } from "@/features/accounts/components/admin/sign-out-button";
import { CurrentUserBadge } from "@/features/accounts/components/admin/current-user-badge";
import { DashboardShell } from "@/features/dashboard-home/components/dashboard-shell";
import { signedInPage } from "@/server/auth/pages";

export const metadata: Metadata = {
  title: { template: `%s | Espace équipe ${siteConfig.brandName}`, default: "Espace équipe" },
  robots: { index: false, follow: false },
};

/** The staff area: signed-in people only, a sidebar instead of the public header and footer. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await signedInPage();
  return (
    <DashboardShell
      sidebarOpen={(await cookies()).get(SIDEBAR_COOKIE)?.value !== "false"}
      isAdmin={user.isAdmin}
      signOut={(className) => (
        <SignOutButton className={className}>
          <SidebarLabel>Se déconnecter</SidebarLabel>
        </SignOutButton>
      )}
      userBadge={<CurrentUserBadge profile={user.profile} />}
    >
      {children}
    </DashboardShell>
  );
}
