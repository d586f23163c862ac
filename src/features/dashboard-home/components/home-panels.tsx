import {
  ArrowRight,
  CalendarClock,
  MessageSquareWarning,
  CalendarDays,
  CalendarPlus,
  ClipboardCheck,
  FilePlus2,
  GraduationCap,
  Inbox,
  MapPin,
  Newspaper,
  PenLine,
  PlusCircle,
  ShieldAlert,
  TriangleAlert,
  Users,
  type LucideIcon,
} from "lucide-react";
import { initials } from "@/features/accounts/public";
import { lowRatedAnswersPath, type AnswerSource } from "@/features/surveys/public";
import Link from "next/link";
import { viewHref } from "@/config/list-views";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { countOf } from "@/lib/text";
import { formatLongDate, formatWeekdayDate } from "@/lib/dates";
import type { SessionOfDay } from "@/features/attendance/public";
import type { DashboardStats } from "../admin-queries";

type WorkFigure =
  | "incompleteFormations"
  | "registrationsToConfirm"
  | "sessionsStartingSoon"
  | "attendanceToComplete"
  | "recentAnswers"
  | "recentSatisfied"
  | "answersToHandle"
  | "overdueComplaints"
  | "overdueInvoices"
  | "openComplaints"
  | "lowRatings"
  | "moveRequests"
  | "documentsToSend"
  | "certificatesHeld"
  | "bpfDue";

const statCards: {
  key: Exclude<keyof DashboardStats, WorkFigure>;
  label: string;
  icon: LucideIcon;
  tone: string;
  href: string;
}[] = [
  {
    key: "activeUsers",
    label: "Utilisateurs actifs",
    icon: Users,
    tone: "bg-brand-blue-soft text-brand-blue-ink",
    href: viewHref("users", "actifs"),
  },
  {
    key: "publishedArticles",
    label: "Articles publiés",
    icon: Newspaper,
    tone: "bg-brand-pink-soft text-brand-pink-ink",
    href: viewHref("articles", "publies"),
  },
  {
    key: "locations",
    label: "Lieux de formation",
    icon: MapPin,
    tone: "bg-brand-green-soft text-brand-green-ink",
    href: paths.locationsAdmin,
  },
  {
    key: "upcomingEvents",
    label: "Événements à venir",
    icon: CalendarDays,
    tone: "bg-brand-yellow-soft text-brand-yellow-ink",
    href: viewHref("events", "a-venir"),
  },
  {
    key: "formations",
    label: "Formations actives",
    icon: GraduationCap,
    tone: "bg-ink/5 text-ink",
    href: paths.formationsAdmin,
  },
];

/** What waits for the staff, counted, with its label for one and for several. */
const workCards: {
  count: (stats: DashboardStats, newRequests: number) => number;
  labels: [string, string];
  icon: LucideIcon;
  tone: string;
  href: string | ((stats: DashboardStats) => string);
}[] = [
  {
    count: (_stats, newRequests) => newRequests,
    labels: ["Nouvelle demande", "Nouvelles demandes"],
    icon: Inbox,
    tone: "bg-brand-pink text-white",
    href: `${paths.requests}?status=new`,
  },
  {
    count: (stats) => stats.incompleteFormations,
    labels: ["Formation à compléter (Qualiopi)", "Formations à compléter (Qualiopi)"],
    icon: ShieldAlert,
    tone: "bg-brand-yellow text-ink",
    href: viewHref("formations", "a-completer"),
  },
  {
    count: (stats) => stats.registrationsToConfirm,
    labels: ["Inscription à confirmer", "Inscriptions à confirmer"],
    icon: ClipboardCheck,
    tone: "bg-brand-blue text-white",
    href: viewHref("sessions", "a-confirmer"),
  },
  {
    count: (stats) => stats.sessionsStartingSoon,
    labels: ["Session dans les 14 jours", "Sessions dans les 14 jours"],
    icon: CalendarClock,
    tone: "bg-brand-green-soft text-brand-green-ink",
    href: viewHref("sessions", "14-jours"),
  },
  {
    count: (stats) => stats.attendanceToComplete,
    labels: ["Émargement à compléter", "Émargements à compléter"],
    icon: PenLine,
    tone: "bg-brand-yellow-soft text-ink",
    href: viewHref("sessions", "a-emarger"),
  },
  {
    count: (stats) => stats.answersToHandle,
    labels: ["Avis à traiter", "Avis à traiter"],
    icon: MessageSquareWarning,
    tone: "bg-brand-pink-soft text-brand-pink-ink",
    // It counts every audience's: it opens the first audience that has some (trainees' if none).
    href: ({ lowRatings }) =>
      lowRatedAnswersPath(
        (Object.keys(lowRatings) as AnswerSource[]).find((source) => lowRatings[source] > 0),
      ),
  },
  {
    count: (stats) => stats.overdueComplaints,
    labels: ["Réclamation en retard", "Réclamations en retard"],
    icon: TriangleAlert,
    tone: "bg-brand-pink text-white",
    href: `${paths.complaintsAdmin}?vue=en-retard`,
  },
];

function StatCard({
  label,
  value,
  icon: Icon,
  tone,
  href,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
  href: string;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full flex-col gap-3 rounded-3xl border border-ink/10 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:items-center sm:gap-4 sm:p-5"
      >
        <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${tone}`}>
          <Icon aria-hidden className="size-6" />
        </span>
        <span>
          <span
            className="block font-display text-3xl font-bold leading-none"
            data-testid="stat-value"
          >
            {value.toLocaleString("fr-FR")}
          </span>
          <span className="mt-1 block text-sm text-ink/70">{label}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The five figures, then what waits for the staff: new requests, formations to complete,
 * registrations to confirm, sessions starting soon, poor survey answers to act on. Each opens the list of what it counts (the
 * registrations, the sessions that hold them).
 */
export function StatCards({ stats, newRequests }: { stats: DashboardStats; newRequests: number }) {
  return (
    <ul aria-label="Statistiques" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {statCards.map((card) => (
        <StatCard
          key={card.key}
          label={card.label}
          value={stats[card.key]}
          icon={card.icon}
          tone={card.tone}
          href={card.href}
        />
      ))}
      {workCards.map(({ count, labels: [one, many], href, ...card }) => {
        const value = count(stats, newRequests);
        return (
          <StatCard
            key={one}
            label={value > 1 ? many : one}
            value={value}
            href={typeof href === "string" ? href : href(stats)}
            {...card}
          />
        );
      })}
    </ul>
  );
}

/** One card of the home: a titled white panel, named by its heading for screen readers. */
function HomePanel({
  id,
  title,
  className,
  testId,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-3xl border border-ink/10 bg-white p-6 shadow-sm", className)}
      data-testid={testId}
    >
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Matin (9 h – 12 h 30) : 4 signatures sur 6'. */
function halfText(half: SessionOfDay["halves"][number], attending: number): string {
  return `${half.label} : ${countOf(half.signed, ["signature", "signatures"])} sur ${attending}`;
}

/** « Aujourd'hui »: the sessions taught today, each with the signatures its half-days hold. */
export function TodayPanel({ sessions, today }: { sessions: SessionOfDay[]; today: string }) {
  return (
    <HomePanel
      id="aujourd-hui"
      title={<>Aujourd&apos;hui, {formatWeekdayDate(today)}</>}
      className="mt-8"
      testId="today"
    >
      {sessions.length === 0 ? (
        <p className="mt-3 text-ink/70">Aucune session aujourd&apos;hui.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10">
          {sessions.map((session) => (
            <li key={session.id} className="py-3" data-testid="session-of-day">
              <Link
                href={paths.sessionAdmin(session.id)}
                className="font-semibold text-brand-blue-ink underline-offset-4 hover:underline"
              >
                {session.title}
              </Link>
              <p className="text-sm text-ink/70">
                {[session.place, session.trainer].filter(Boolean).join(" · ")}
              </p>
              <ul className="mt-1 text-sm">
                {session.halves.map((half) => (
                  <li key={half.label}>{halfText(half, session.attending)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

/** What « À faire » lists, each when there is some: its count, its words, what opens it. */
const todoItems: {
  count: (stats: DashboardStats) => number;
  labels: [string, string];
  href: string;
}[] = [
  {
    count: (stats) => stats.moveRequests,
    labels: ["demande de changement de session", "demandes de changement de session"],
    href: viewHref("sessions", "changements"),
  },
  {
    count: (stats) => stats.documentsToSend,
    labels: ["convention ou contrat à envoyer", "conventions ou contrats à envoyer"],
    href: viewHref("sessions", "documents"),
  },
  {
    count: (stats) => stats.openComplaints,
    labels: ["réclamation à traiter", "réclamations à traiter"],
    href: `${paths.complaintsAdmin}?vue=a-traiter`,
  },
  ...(
    [
      ["stagiaires", "d'un stagiaire", "de stagiaires"],
      ["entreprises", "d'une entreprise", "d'entreprises"],
      ["formateurs", "d'un formateur", "de formateurs"],
      ["financeurs", "d'un financeur", "de financeurs"],
    ] as const
  ).map(([source, one, many]) => ({
    count: (stats: DashboardStats) => stats.lowRatings[source],
    labels: [`avis sous 3 ${one} à traiter`, `avis sous 3 ${many} à traiter`] as [string, string],
    href: lowRatedAnswersPath(source),
  })),
  {
    count: (stats) => stats.certificatesHeld,
    labels: [
      "session terminée aux certificats en attente",
      "sessions terminées aux certificats en attente",
    ],
    href: viewHref("sessions", "certificats-en-attente"),
  },
  {
    count: (stats) => stats.overdueInvoices,
    labels: ["facture en retard de paiement", "factures en retard de paiement"],
    href: `${paths.invoicesAdmin}?statut=en-retard&du=2000-01-01&au=2099-12-31`,
  },
];

/** « À faire »: what waits for staff beside today's sessions, each opening its list. */
export function TodoPanel({ stats }: { stats: DashboardStats }) {
  const items = todoItems
    .map(({ count, labels, href }) => ({ value: count(stats), labels, href }))
    .filter((item) => item.value > 0);
  const bpf = stats.bpfDue;
  return (
    <HomePanel id="a-faire" title="À faire" className="mt-6" testId="todo">
      {bpf ? (
        <Link
          href={paths.bpf(bpf.year)}
          className="mt-3 flex items-center gap-3 rounded-2xl bg-brand-yellow-soft px-4 py-3 font-semibold hover:bg-brand-yellow-soft/70"
        >
          <span>
            Bilan pédagogique et financier {bpf.year} à déposer sur Mon Activité Formation avant le{" "}
            {formatLongDate(bpf.deadline)}
          </span>
          <ArrowRight aria-hidden className="ml-auto size-4 shrink-0 text-ink/50" />
        </Link>
      ) : null}
      {items.length === 0 ? (
        bpf ? null : (
          <p className="mt-3 text-ink/70">Rien en attente.</p>
        )
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {items.map(({ value, labels, href }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-2xl border border-ink/10 px-4 py-3 hover:bg-ink/5"
              >
                <span className="font-display text-2xl font-bold">{value}</span>{" "}
                <span>{value > 1 ? labels[1] : labels[0]}</span>
                <ArrowRight aria-hidden className="ml-auto size-4 shrink-0 text-ink/50" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

/** 'Satisfaction des stagiaires': the share of the last 30 days' answers rating their formation 4 or 5. */
export function RecentSatisfaction({ stats }: { stats: DashboardStats }) {
  const { recentAnswers: answers, recentSatisfied: satisfied } = stats;
  return (
    <HomePanel id="satisfaction-recente" title="Satisfaction des stagiaires">
      {answers === 0 ? (
        <p className="mt-4 text-ink/70">Aucun questionnaire rempli ces 30 derniers jours.</p>
      ) : (
        <p className="mt-4" data-testid="recent-satisfaction">
          <span className="block font-display text-4xl font-bold">
            {Math.round((100 * satisfied) / answers)}&nbsp;%
          </span>
          <span className="mt-1 block text-sm text-ink/70">
            de stagiaires satisfaits (4 ou 5 sur 5) sur les 30 derniers jours,{" "}
            {countOf(answers, ["réponse", "réponses"])}
          </span>
        </p>
      )}
      <Link
        href={paths.surveyAnswers}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-blue-ink underline-offset-4 hover:underline"
      >
        Voir tous les avis <ArrowRight aria-hidden className="size-4" />
      </Link>
    </HomePanel>
  );
}

export function RecentUsers({
  users,
}: {
  users: { id: number; name: string; last_name: string }[];
}) {
  return (
    <HomePanel id="activite-recente" title="Activité récente">
      {users.length === 0 ? (
        <p className="mt-4 text-ink/70">Aucun utilisateur pour le moment.</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/10">
          {users.map((user) => (
            <li key={user.id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-blue-soft text-sm font-bold text-brand-blue-ink"
              >
                {initials(user.name, user.last_name)}
              </span>
              <span>
                <span className="block font-semibold">
                  {user.name} {user.last_name}
                </span>
                <span className="text-sm text-ink/70">Nouvel utilisateur</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

const quickActions = [
  { href: paths.blogAdmin, label: "Créer un article", icon: FilePlus2 },
  { href: paths.eventsAdmin, label: "Planifier un événement", icon: CalendarPlus },
  { href: paths.formationsAdmin, label: "Ajouter une formation", icon: PlusCircle },
  { href: paths.sessionsAdmin, label: "Nouvelle session", icon: CalendarClock },
];

export function QuickActions() {
  return (
    <HomePanel id="actions-rapides" title="Actions rapides">
      <ul className="mt-4 space-y-2">
        {quickActions.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex items-center gap-3 rounded-2xl border border-ink/10 px-4 py-3 font-semibold hover:bg-ink/5"
            >
              <Icon aria-hidden className="size-5 text-brand-pink-ink" />
              {label}
              <ArrowRight aria-hidden className="ml-auto size-4 text-ink/50" />
            </Link>
          </li>
        ))}
      </ul>
    </HomePanel>
  );
}

/** To administrators of a public site: the legal identity values still at their demo defaults. */
export function DemoIdentityNotice({ variables }: { variables: string[] }) {
  if (variables.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-identity-title"
      className="mt-6 rounded-3xl border border-brand-yellow-ink/30 bg-brand-yellow-soft p-5"
    >
      <h2 id="demo-identity-title" className="font-display text-lg font-bold">
        Mentions légales de démonstration
      </h2>
      <p className="mt-1 text-sm">
        Le site public affiche encore l&apos;identité de la société de démonstration. Renseignez ces
        variables d&apos;environnement, puis redémarrez le serveur :
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {variables.map((variable) => (
          <li key={variable}>{variable}</li>
        ))}
      </ul>
    </section>
  );
}
