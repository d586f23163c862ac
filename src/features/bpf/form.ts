import {
  bpfLines,
  formationPurposeLines,
  formationPurposes,
  incomeLineWording,
  rncpLevelLabels,
  rncpLevels,
  roundedParts,
  traineeStatuses,
  traineeStatusLines,
  wholeEuros,
  type BpfLine,
} from "@/lib/bpf";
import { nsfSpecialities, isNsfCode } from "@/lib/nsf";
import type { BpfFacts, BpfSession, BpfTrainee } from "./facts";

/**
 * The yearly BPF's frames C to G computed from a year's facts (cerfa 10443*17; the rules and
 * their sources: docs/decisions/084-the-yearly-bpf.md). Every figure is the sum of the rows it
 * lists, which the page links to, so that staff can check any number.
 */

/** A row behind a figure. */
export type BpfRow =
  | {
      kind: "invoice";
      line: BpfLine;
      /** Null for a line's invoices summed (its rows' page lists them). */
      invoice: { id: number; number: string; buyer: string; date: string } | null;
      count: number;
      cents: number;
    }
  | {
      kind: "trainee";
      /** One trainee, or several of the session summed (their names on its page). */
      registrationId: number | null;
      name: string | null;
      count: number;
      sessionId: number;
      session: string;
      minutes: number;
    }
  | { kind: "cpf"; registrationId: number; sessionId: number; name: string; cents: number }
  | { kind: "trainer"; id: number; name: string; minutes: number }
  | { kind: "cost"; sessionId: number; session: string; trainer: string; cents: number };

export interface BpfFigure {
  /** Its address on the page and in the rows' link: 'C-2a', 'F-1-employee'. */
  key: string;
  /** As the form numbers it ('C-2 a'), empty for a line it does not number. */
  code: string;
  label: string;
  /** 0 a line, 1 a line under a heading or a « dont », 2 a « dont » of a « dont ». */
  depth: 0 | 1 | 2;
  total?: boolean;
  /** Whole euros (frames C and D); null where the site cannot know it. */
  amount?: number | null;
  /** People and whole hours (frames E to G). */
  count?: number;
  hours?: number;
  rows: BpfRow[];
}

/** A heading inside a frame, with no figure of its own. */
export interface BpfHeading {
  heading: string;
}

export interface BpfFrame {
  code: string;
  title: string;
  columns: "amount" | "people";
  lines: (BpfFigure | BpfHeading)[];
}

/** The frames C to G, in the form's order. */
export function computeBpf(facts: BpfFacts): BpfFrame[] {
  const ownTrainees = traineesOf(facts, (session) => session.delivery !== "subcontractor");
  return [
    incomeFrame(facts),
    chargesFrame(facts),
    trainersFrame(facts),
    ...traineeFrames(facts, ownTrainees),
    {
      code: "G",
      title:
        "Bilan pédagogique : stagiaires dont la formation a été confiée à votre organisme par un autre organisme de formation",
      columns: "people",
      lines: [
        peopleLine(
          "G",
          "",
          "Formations confiées à votre organisme par un autre organisme de formation",
          0,
          traineesOf(facts, (session) => session.delivery === "subcontractor"),
        ),
      ],
    },
  ];
}

export const isFigure = (line: BpfFigure | BpfHeading): line is BpfFigure => "key" in line;

/* ---------- C: income ---------- */

function incomeFrame(facts: BpfFacts): BpfFrame {
  // The CPF is invoiced nothing: its line counts what it paid of each place.
  const rowsOf = (line: BpfLine): BpfRow[] => [
    ...facts.invoices
      .filter((invoice) => invoice.bpf_line === line)
      .map(({ invoice, count, cents }): BpfRow => ({
        kind: "invoice",
        line,
        invoice: invoice && {
          id: invoice.id,
          number: invoice.number,
          buyer: invoice.buyer_name,
          date: invoice.issue_date,
        },
        count,
        cents,
      })),
    ...(line === "C-2e" ? facts.cpf.map((place): BpfRow => ({ kind: "cpf", ...place })) : []),
  ];
  const lineOf = (line: BpfLine, depth: 0 | 1): BpfFigure => {
    const rows = rowsOf(line);
    return {
      key: line,
      code: line.replace(/^C-2(\w)$/, "C-2 $1"),
      label: incomeLineWording[line],
      depth,
      amount: wholeEuros(centsOf(rows)),
      rows,
    };
  };
  const opco = bpfLines.filter((line) => line.startsWith("C-2")).map((line) => lineOf(line, 1));
  const publicFunders = (["C-4", "C-5", "C-6", "C-7", "C-8"] as const).map((line) =>
    lineOf(line, 1),
  );
  const others = (["C-9", "C-10", "C-11"] as const).map((line) => lineOf(line, 0));
  const companies = lineOf("C-1", 0);
  const opcoTotal = sumFigure(
    "C-2",
    "C-2",
    "Total des produits provenant des organismes gestionnaires des fonds de la formation professionnelle (a à h)",
    opco,
  );
  const publicBodies = lineOf("C-3", 0);
  const total = sumFigure(
    "C-total",
    "",
    "Total des produits réalisés au titre de la formation professionnelle (total des lignes 1 à 11)",
    [companies, opcoTotal, publicBodies, ...publicFunders, ...others],
  );
  const turnover = facts.entered.global_turnover;
  return {
    code: "C",
    title: "Bilan financier hors taxes : origine des produits de l'organisme",
    columns: "amount",
    lines: [
      companies,
      {
        heading:
          "Produits provenant des organismes gestionnaires des fonds de la formation professionnelle, pour des actions dispensées dans le cadre :",
      },
      ...opco,
      opcoTotal,
      publicBodies,
      {
        heading:
          "Produits provenant des pouvoirs publics pour la formation de publics spécifiques :",
      },
      ...publicFunders,
      ...others,
      total,
      {
        key: "C-share",
        code: "",
        label:
          "Part du chiffre d'affaires global réalisée dans le domaine de la formation professionnelle (en %)",
        depth: 0,
        amount:
          turnover === null || wholeEuros(turnover) === 0
            ? null
            : Math.round((total.amount! * 100) / wholeEuros(turnover)),
        rows: [],
      },
    ],
  };
}

const centsOf = (rows: BpfRow[]) =>
  rows.reduce((sum, row) => sum + ("cents" in row ? row.cents : 0), 0);

/** A line adding up the whole euros of others, as the form adds them. */
function sumFigure(key: string, code: string, label: string, parts: BpfFigure[]): BpfFigure {
  return {
    key,
    code,
    label,
    depth: 0,
    total: true,
    amount: parts.reduce((sum, part) => sum + (part.amount ?? 0), 0),
    rows: parts.flatMap((part) => part.rows),
  };
}

/* ---------- D: charges ---------- */

/** A session's trainer cost for the year: its share of the cost, as its scheduled hours are. */
function costInYear(session: BpfSession): number {
  if (session.trainer_cost === null || session.scheduledMinutes === 0) return 0;
  return Math.round(
    (session.trainer_cost * session.scheduledMinutesInYear) / session.scheduledMinutes,
  );
}

/** Bought rather than paid as a salary: an external trainer, or a session entrusted to another provider. */
const bought = (session: BpfSession) =>
  session.delivery === "subcontracted" || session.trainer?.kind === "external";

function chargesFrame(facts: BpfFacts): BpfFrame {
  const costRows = (keep: (session: BpfSession) => boolean): BpfRow[] =>
    facts.sessions
      .filter((session) => session.trainer_cost !== null && session.trainer?.kind && keep(session))
      .map((session) => ({
        kind: "cost",
        sessionId: session.id,
        session: session.label,
        trainer: session.trainer!.name,
        cents: costInYear(session),
      }));
  const amountLine = (key: string, label: string, rows: BpfRow[]): BpfFigure => ({
    key,
    code: "",
    label,
    depth: 1,
    amount: wholeEuros(centsOf(rows)),
    rows,
  });
  const salaries = amountLine(
    "D-salaries",
    "dont Salaires des formateurs",
    costRows((session) => !bought(session)),
  );
  const purchases = amountLine(
    "D-purchases",
    "dont Achats de prestation de formation et honoraires de formation",
    costRows(bought),
  );
  const charges = facts.entered.total_charges;
  return {
    code: "D",
    title: "Bilan financier hors taxes : charges de l'organisme",
    columns: "amount",
    lines: [
      {
        key: "D-total",
        code: "",
        label: "Total des charges de l'organisme liées à l'activité de formation",
        depth: 0,
        total: true,
        amount: charges === null ? null : wholeEuros(charges),
        rows: [],
      },
      salaries,
      purchases,
    ],
  };
}

/* ---------- E: trainers ---------- */

function trainersFrame(facts: BpfFacts): BpfFrame {
  const line = (key: string, label: string, external: boolean): BpfFigure => {
    const taught = new Map<number, { name: string; minutes: number }>();
    for (const session of facts.sessions) {
      const trainer = session.trainer;
      if (!trainer?.kind || bought(session) !== external) continue;
      const person = taught.get(trainer.id) ?? { name: trainer.name, minutes: 0 };
      person.minutes += session.taughtMinutes;
      taught.set(trainer.id, person);
    }
    const rows: BpfRow[] = [...taught].map(([id, { name, minutes }]) => ({
      kind: "trainer",
      id,
      name,
      minutes,
    }));
    return {
      key,
      code: "",
      label,
      depth: 0,
      count: rows.length,
      hours: Math.round(minutesOf(rows) / 60),
      rows,
    };
  };
  return {
    code: "E",
    title: "Personnes dispensant des heures de formation",
    columns: "people",
    lines: [
      line("E-internal", "Personnes de votre organisme dispensant des heures de formation", false),
      line(
        "E-external",
        "Personnes extérieures à votre organisme dispensant des heures de formation dans le cadre de contrats de sous-traitance",
        true,
      ),
    ],
  };
}

const minutesOf = (rows: BpfRow[]) =>
  rows.reduce((sum, row) => sum + ("minutes" in row ? row.minutes : 0), 0);

/** The trainees rows stand for: one each, or a session's summed. */
const countOf = (rows: BpfRow[]) =>
  rows.reduce((sum, row) => sum + (row.kind === "trainee" ? row.count : 1), 0);

/* ---------- F: trainees ---------- */

interface TraineeOf {
  trainee: BpfTrainee;
  session: BpfSession;
}

function traineesOf(facts: BpfFacts, keep: (session: BpfSession) => boolean): TraineeOf[] {
  const sessions = new Map(facts.sessions.map((session) => [session.id, session]));
  return facts.trainees.flatMap((trainee) => {
    const session = sessions.get(trainee.sessionId);
    return session && keep(session) && trainee.minutes > 0 ? [{ trainee, session }] : [];
  });
}

const traineeRow = ({ trainee, session }: TraineeOf): BpfRow => ({
  kind: "trainee",
  registrationId: trainee.registrationId,
  name: trainee.name,
  count: trainee.count,
  sessionId: session.id,
  session: session.label,
  minutes: trainee.minutes,
});

function peopleLine(
  key: string,
  code: string,
  label: string,
  depth: 0 | 1 | 2,
  trainees: TraineeOf[],
): BpfFigure {
  const rows = trainees.map(traineeRow);
  return {
    key,
    code,
    label,
    depth,
    count: rows.length,
    hours: Math.round(minutesOf(rows) / 60),
    rows,
  };
}

type TraineeGroup = {
  key: string;
  code: string;
  label: string;
  depth: 0 | 1 | 2;
  trainees: TraineeOf[];
};

/**
 * Lines of trainees split by a key, whose hours add up to their total's (roundedParts): frames
 * F-1, F-3 and F-4 must give the same hours.
 */
function apportioned(groups: TraineeGroup[], total?: number): BpfFigure[] {
  const lines = groups.map((group) =>
    peopleLine(group.key, group.code, group.label, group.depth, group.trainees),
  );
  const hours = roundedParts(
    lines.map((line) => minutesOf(line.rows)),
    60,
    total,
  );
  return lines.map((line, index) => ({ ...line, hours: hours[index]! }));
}

/** The lines, then their total. */
function withTotal(lines: BpfFigure[], key: string, label: string): BpfFigure[] {
  const rows = lines.flatMap((line) => line.rows);
  const hours = lines.reduce((sum, line) => sum + line.hours!, 0);
  return [
    ...lines,
    { key, code: "", label, depth: 0, total: true, count: countOf(rows), hours, rows },
  ];
}

function traineeFrames(facts: BpfFacts, trainees: TraineeOf[]): BpfFrame[] {
  const people = "people" as const;
  const byStatus = withTotal(
    apportioned(
      traineeStatuses.map((status) => ({
        key: `F-1-${status}`,
        code: traineeStatusLines[status].code,
        label: traineeStatusLines[status].label,
        depth: 0,
        trainees: trainees.filter(({ trainee }) => trainee.status === status),
      })),
    ),
    "F-1-total",
    "Total (1)",
  );
  const byPurpose = withTotal(
    apportioned(
      formationPurposes.map((purpose) => ({
        key: `F-3-${purpose}`,
        code: formationPurposeLines[purpose].code,
        label: formationPurposeLines[purpose].label,
        depth: 0,
        trainees: trainees.filter(({ session }) => session.formation.purpose === purpose),
      })),
    ),
    "F-3-total",
    "Total (3)",
  );
  const rncp = trainees.filter(({ session }) => session.formation.purpose === "rncp");
  const levels = apportioned(
    rncpLevels.map((level) => ({
      key: `F-3-rncp-${level}`,
      code: "",
      label: `dont ${rncpLevelLabels[level]}`,
      depth: 1,
      trainees: rncp.filter(({ session }) => session.formation.rncp_level === level),
    })),
    // « dont » F-3 a: its levels add up to its hours as rounded.
    byPurpose[0]!.hours,
  );
  return [
    {
      code: "F",
      title:
        "Bilan pédagogique : stagiaires bénéficiant d'une formation dispensée par l'organisme et apprentis en formation",
      columns: people,
      lines: [{ heading: "F-1. Type de stagiaires de l'organisme" }, ...byStatus],
    },
    {
      code: "F-2",
      title: "Dont activité sous-traitée de l'organisme",
      columns: people,
      lines: [
        peopleLine(
          "F-2",
          "",
          "Stagiaires ou apprentis dont l'action a été confiée par votre organisme à un autre organisme (2)",
          0,
          trainees.filter(({ session }) => session.delivery === "subcontracted"),
        ),
      ],
    },
    {
      code: "F-3",
      title: "Objectif général des prestations dispensées",
      columns: people,
      lines: [byPurpose[0]!, ...levels, ...byPurpose.slice(1)],
    },
    {
      code: "F-4",
      title: "Spécialités de formation",
      columns: people,
      lines: specialityLines(trainees),
    },
  ];
}

/** F-4: the five specialities with the most hours, then all others in one line, then the total. */
function specialityLines(trainees: TraineeOf[]): BpfFigure[] {
  const coded = trainees.filter(({ session }) => session.formation.nsf_code !== null);
  const groups = [...Map.groupBy(coded, ({ session }) => session.formation.nsf_code!)].map(
    ([code, members]) => ({
      code,
      members,
      minutes: members.reduce((sum, { trainee }) => sum + trainee.minutes, 0),
    }),
  );
  groups.sort(
    (a, b) =>
      b.minutes - a.minutes || b.members.length - a.members.length || a.code.localeCompare(b.code),
  );
  const main = groups.slice(0, 5);
  const rest = groups.slice(5).flatMap((group) => group.members);
  return withTotal(
    apportioned([
      ...main.map((group) => ({
        key: `F-4-${group.code}`,
        code: group.code,
        label: isNsfCode(group.code) ? nsfSpecialities[group.code] : group.code,
        depth: 0 as const,
        trainees: group.members,
      })),
      { key: "F-4-others", code: "", label: "Autres spécialités", depth: 0, trainees: rest },
    ]),
    "F-4-total",
    "Total (4)",
  );
}
