import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import {
  Sidebar,
  SidebarInset,
  SidebarLabel,
  SidebarProvider,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { DashboardNav } from "./dashboard-nav";
import { navItemClassName } from "./nav-item-class";

/**
 * The staff area's frame: a sidebar (brand, menu, sign-out) instead of the public header and
 * footer, a bar with the signed-in person, and the page. `signOut` gets the menu items' look.
 */
export function DashboardShell({
  sidebarOpen,
  isAdmin,
  signOut,
  userBadge,
  children,
}: {
  sidebarOpen: boolean;
  isAdmin: boolean;
  signOut: (className: string) => React.ReactNode;
  userBadge: React.ReactNode;
  children: React.ReactNode;
}) {
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
        <DashboardNav isAdmin={isAdmin} signOut={signOut(`w-full ${navItemClassName}`)} />
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-ink/10 bg-white/90 px-4 backdrop-blur sm:px-6 print:hidden">
          <SidebarTrigger className="-ml-2" />
          {userBadge}
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
