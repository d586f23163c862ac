"use client";

import {
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  GraduationCap,
  History,
  Inbox,
  LayoutDashboard,
  Mail,
  MapPin,
  MessageSquareQuote,
  MessageSquareWarning,
  Newspaper,
  Presentation,
  ReceiptText,
  ShieldCheck,
  TrendingUp,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { SidebarLabel } from "@/components/ui/sidebar";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { navItemClassName } from "./nav-item-class";

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const adminItems: NavItem[] = [
  { href: paths.dashboard, label: "Tableau de bord", icon: LayoutDashboard },
  { href: paths.users, label: "Utilisateurs", icon: Users },
  { href: paths.blogAdmin, label: "Articles", icon: Newspaper },
  { href: paths.locationsAdmin, label: "Lieux", icon: MapPin },
  { href: paths.eventsAdmin, label: "Événements", icon: CalendarDays },
  { href: paths.formationsAdmin, label: "Formations", icon: GraduationCap },
  { href: paths.sessionsAdmin, label: "Sessions", icon: CalendarCheck },
  { href: paths.trainersAdmin, label: "Formateurs", icon: Presentation },
  { href: paths.invoicesAdmin, label: "Factures", icon: ReceiptText },
  { href: paths.bpfAdmin, label: "Bilan BPF", icon: ClipboardList },
  { href: paths.requests, label: "Demandes", icon: Inbox },
  { href: paths.surveyAnswers, label: "Avis", icon: MessageSquareQuote },
  { href: paths.complaintsAdmin, label: "Réclamations", icon: MessageSquareWarning },
  { href: paths.improvementsAdmin, label: "Améliorations", icon: TrendingUp },
  { href: paths.qualiopiAdmin, label: "Qualiopi", icon: ShieldCheck },
  { href: paths.mailTemplates, label: "E-mails", icon: Mail },
  { href: paths.auditLog, label: "Journal", icon: History },
];
const memberItems: NavItem[] = [{ href: paths.userSpace, label: "Mon espace", icon: UserRound }];
const accountItem: NavItem = { href: paths.profile, label: "Gérer mon compte", icon: UserCog };

function NavLink({ item, current }: { item: NavItem; current: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      aria-current={current ? "page" : undefined}
      title={item.label}
      className={cn(navItemClassName, current && "bg-ink text-white hover:bg-ink hover:text-white")}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <SidebarLabel>{item.label}</SidebarLabel>
    </Link>
  );
}

/** The staff menu: the admin's sections or the member's space, then the account and sign-out. */
export function DashboardNav({ isAdmin, signOut }: { isAdmin: boolean; signOut: React.ReactNode }) {
  const pathname = usePathname();
  // A section stays current on its sub-pages (a request's detail), the home only on itself.
  const isCurrent = (href: string) =>
    href === paths.dashboard
      ? pathname === href
      : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <>
      <nav aria-label="Espace équipe" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {(isAdmin ? adminItems : memberItems).map((item) => (
            <li key={item.href}>
              <NavLink item={item} current={isCurrent(item.href)} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-ink/10 p-2">
        <NavLink item={accountItem} current={isCurrent(accountItem.href)} />
        {signOut}
      </div>
    </>
  );
}
