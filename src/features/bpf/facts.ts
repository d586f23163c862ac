import type {
  BpfLine,
  FormationPurpose,
  RncpLevel,
  SessionDelivery,
  TraineeStatus,
} from "@/lib/bpf";
import type { TrainerKind } from "@/features/trainers/client";

/**
 * What the site holds of an accounting year, as the BPF's computation reads it (form.ts): plain
 * rows, so that the rules are tested on hand-made years without a database.
 */
export interface BpfFacts {
  year: number;
  period: { from: string; to: string };
  invoices: BpfInvoice[];
  /** What the CPF paid, place by place, for the sessions that ended in the year. */
  cpf: { registrationId: number; sessionId: number; name: string; cents: number }[];
  /** The sessions with half-days taught in the year. */
  sessions: BpfSession[];
  /** Their trainees with certified hours in the year. */
  trainees: BpfTrainee[];
  /**
   * The sessions not cancelled whose half-days in the year are all past and none of which has
   * a certified hour: their attendance is missing, so F counts none of their trainees.
   */
  unattested: { id: number; label: string }[];
  /** The sessions that ended in the year with CPF places and no certificates yet: C-2 e lacks them. */
  cpfAwaitingCertificates: { id: number; label: string }[];
  /** What staff entered for the year, from the accounts. */
  entered: { total_charges: number | null; global_turnover: number | null };
}

/**
 * An invoice or credit note of the year, or a line's summed (advances are not income until their
 * final invoice). In cents, excluding tax; a credit note's negative, since it gives back.
 */
export interface BpfInvoice {
  bpf_line: BpfLine;
  cents: number;
  count: number;
  /** Null for a line's invoices summed. */
  invoice: { id: number; number: string; issue_date: string; buyer_name: string } | null;
}

export interface BpfFormation {
  id: number;
  title: string;
  purpose: FormationPurpose | null;
  rncp_level: RncpLevel | null;
  nsf_code: string | null;
}

export interface BpfSession {
  id: number;
  /** 'Python avancé, du 5 au 7 janvier 2026'. */
  label: string;
  formation: BpfFormation;
  delivery: SessionDelivery;
  partner_name: string | null;
  trainer: { id: number; name: string; kind: TrainerKind | null } | null;
  /** In cents, for the whole session. */
  trainer_cost: number | null;
  /** Taught remotely, all of it. */
  remote: boolean;
  /** Its half-days in the year with certified attendance, in minutes: the hours it was taught. */
  taughtMinutes: number;
  /** Its scheduled minutes in the year and in all, which share its cost between years. */
  scheduledMinutesInYear: number;
  scheduledMinutes: number;
}

/**
 * A trainee of a session, or several of one session with the same status, summed (`count`):
 * those of a session read from its certificates. One whose status is unknown is always alone,
 * named, for the list of what is missing.
 */
export interface BpfTrainee {
  /** Null for trainees summed. */
  registrationId: number | null;
  name: string | null;
  count: number;
  sessionId: number;
  status: TraineeStatus | null;
  /** Some of their hours were followed remotely. */
  remote: boolean;
  /** Their certified minutes in the year, summed. */
  minutes: number;
}
