import Link from "next/link";
import { paths } from "@/config/paths";
import { purposeChoices, traineeStatuses, traineeStatusLines } from "@/lib/bpf";
import { nsfCodes, nsfSpecialities } from "@/lib/nsf";
import { trainerKindLabels, trainerKinds } from "@/features/trainers/client";
import type { BpfMissing } from "../../missing";
import { GapFixForm } from "./gap-fix-form";

const frameTitles: Record<BpfMissing["frame"], string> = {
  C: "Cadre C : produits",
  D: "Cadre D : charges",
  E: "Cadre E : formateurs",
  "F-1": "Cadre F-1 : statut des stagiaires",
  "F-3": "Cadre F-3 : objectif des formations",
  "F-4": "Cadre F-4 : spécialités des formations",
};

const statusChoices = traineeStatuses.map((status) => ({
  value: status,
  label: `${traineeStatusLines[status].code} · ${traineeStatusLines[status].label}`,
}));
const kindChoices = trainerKinds.map((kind) => ({ value: kind, label: trainerKindLabels[kind] }));
const nsfChoices = nsfCodes.map((code) => ({
  value: code,
  label: `${code} · ${nsfSpecialities[code]}`,
}));
/**
 * « Ce qui manque »: per frame, what the year's figures lack, each completed where it is listed
 * or on the page that holds it; a year with nothing missing says so.
 */
export function BpfMissingList({ missing, year }: { missing: BpfMissing[]; year: number }) {
  if (missing.length === 0)
    return (
      <p
        role="status"
        className="rounded-3xl bg-brand-green-soft p-4 font-semibold text-brand-green-ink"
      >
        Rien ne manque : les chiffres de l&apos;exercice {year} sont complets.
      </p>
    );
  const frames = [...new Set(missing.map((item) => item.frame))];
  return (
    <section
      aria-labelledby="ce-qui-manque"
      className="rounded-3xl border border-brand-yellow/60 bg-brand-yellow-soft/60 p-4 sm:p-6"
    >
      <h2 id="ce-qui-manque" className="font-display text-lg font-bold">
        Ce qui manque ({missing.length})
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Tant que ces informations manquent, les chiffres des cadres concernés sont incomplets.
      </p>
      {frames.map((frame) => (
        <div key={frame} className="mt-4">
          <h3 className="font-semibold">{frameTitles[frame]}</h3>
          <ul className="mt-2 space-y-3">
            {missing
              .filter((item) => item.frame === frame)
              .map((item) => (
                <li key={itemKey(item)} className="rounded-2xl bg-white p-3 text-sm shadow-sm">
                  <MissingItem item={item} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function itemKey(item: BpfMissing): string {
  if ("sessionId" in item) return `${item.kind}-${item.sessionId}`;
  if ("registrationId" in item) return `${item.kind}-${item.registrationId}`;
  if ("trainerId" in item) return `${item.kind}-${item.trainerId}`;
  if ("formationId" in item) return `${item.kind}-${item.formationId}`;
  return item.kind;
}

function MissingItem({ item }: { item: BpfMissing }) {
  switch (item.kind) {
    case "turnover":
      return (
        <p>
          Le chiffre d&apos;affaires global de l&apos;exercice n&apos;est pas saisi (part de la
          formation, en %) : saisissez-le ci-dessous.
        </p>
      );
    case "charges":
      return (
        <p>
          Le total des charges liées à la formation n&apos;est pas saisi : saisissez-le ci-dessous.
        </p>
      );
    case "cpfCertificates":
      return (
        <p>
          <SessionLink item={item} /> a pris fin sans que ses certificats de réalisation soient
          délivrés : ce que le CPF a payé pour ses places ne compte en C-2 e qu&apos;une fois
          ceux-ci délivrés.
        </p>
      );
    case "attendance":
      return (
        <p>
          <SessionLink item={item} /> n&apos;a aucune demi-journée de présence prouvée sur
          l&apos;exercice : ses stagiaires et leurs heures n&apos;y comptent pas. Complétez son
          émargement sur la page de la session, ou annulez-la si elle n&apos;a pas eu lieu.
        </p>
      );
    case "trainer":
      return (
        <p>
          <SessionLink item={item} /> ne nomme aucun formateur enregistré.
        </p>
      );
    case "cost":
      return (
        <>
          <p className="mb-2">
            Coût du formateur ({item.trainer}) pour <SessionLink item={item} />
          </p>
          <GapFixForm
            id={`cout-${item.sessionId}`}
            label="Coût (€ HT)"
            fix={{ kind: "cost", id: item.sessionId }}
          />
        </>
      );
    case "trainerKind":
      return (
        <GapFixForm
          id={`formateur-${item.trainerId}`}
          label={`Statut de ${item.name}`}
          fix={{ kind: "trainerKind", id: item.trainerId }}
          choices={kindChoices}
        />
      );
    case "status":
      return (
        <>
          <p className="mb-2">
            {item.name}, <span className="text-ink/70">{item.session}</span>
          </p>
          <GapFixForm
            id={`stagiaire-${item.registrationId}`}
            label={`Statut de ${item.name}`}
            fix={{ kind: "status", id: item.registrationId }}
            choices={statusChoices}
          />
        </>
      );
    case "purpose":
      return (
        <GapFixForm
          id={`objectif-${item.formationId}`}
          label={`Objectif de « ${item.title} »`}
          fix={{ kind: "purpose", id: item.formationId }}
          choices={purposeChoices}
        />
      );
    case "nsf":
      return (
        <GapFixForm
          id={`nsf-${item.formationId}`}
          label={`Spécialité (code NSF) de « ${item.title} »`}
          fix={{ kind: "nsf", id: item.formationId }}
          choices={nsfChoices}
        />
      );
  }
}

function SessionLink({ item }: { item: { sessionId: number; session: string } }) {
  return (
    <Link
      href={paths.sessionAdmin(item.sessionId)}
      className="font-semibold underline underline-offset-4"
    >
      {item.session}
    </Link>
  );
}
