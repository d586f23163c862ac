"use server";

import { and, eq, like, ne, or, sql } from "drizzle-orm";
import { parisDay } from "@/lib/dates";
import { firstFreeSlug } from "@/lib/slug";
import { recordId } from "@/lib/validation";
import type { ActionResult } from "@/lib/action-result";
import type { Transaction } from "@/db/client";
import { adminMutation, conflict, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { refusedWhileReferenced } from "@/server/still-referenced";
import { formationToEdit } from "./admin-queries";
import { formationColumns, formationSchema, type FormationValues } from "./schema";
import { formationResults, formations } from "./tables";
import { events } from "@/features/events/tables";
import { users, teamMember } from "@/server/auth/tables";

const tags = [cacheTags.formations];

/** The title's slug, or with the first free suffix when another formation has it. */
async function uniqueSlug(tx: Transaction, base: string, id: number | null): Promise<string> {
  const similar = or(eq(formations.slug, base), like(formations.slug, `${base}-%`));
  const rows = await tx
    .select({ slug: formations.slug })
    .from(formations)
    .where(id === null ? similar : and(similar, ne(formations.id, id)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * An edit that keeps the title keeps the address, even one written under another rule (the demo
 * content, an import): links and search results to the page stay valid
 * (docs/decisions/024-staff-dashboard.md).
 */
async function keptSlug(tx: Transaction, id: number | null, title: string): Promise<string | null> {
  if (id === null) return null;
  const [current] = await tx
    .select({ title: formations.title, slug: formations.slug })
    .from(formations)
    .where(eq(formations.id, id));
  return current?.title === title ? current.slug : null;
}

/**
 * The page publishes its contact's name, e-mail and phone: only a team member (server/auth/tables.ts)
 * may become one. A formation keeps its current contact, even one who has left the team, until
 * staff choose another (the dialog offers it, marked 'hors équipe').
 */
async function checkContact(
  tx: Transaction,
  formationId: number | null,
  contactId: number,
): Promise<void> {
  const [contact] = await tx
    .select({ id: users.id, onTeam: sql<boolean>`coalesce(${teamMember}, false)` })
    .from(users)
    .where(eq(users.id, contactId));
  if (!contact)
    conflict("contact_user_id", "Ce membre de l'équipe n'existe plus : rechargez la page.");
  if (contact.onTeam) return;
  const [current] =
    formationId === null
      ? []
      : await tx
          .select({ id: formations.id })
          .from(formations)
          .where(and(eq(formations.id, formationId), eq(formations.contact_user_id, contactId)));
  if (!current)
    conflict(
      "contact_user_id",
      "Choisissez un membre de l'équipe : seules les personnes ayant un rôle peuvent être contact d'une formation.",
    );
}

/**
 * 'Créer' or 'Modifier' in the formation dialog. `last_update` is today on every save; when the
 * title's address was taken, the answer says which address the formation got.
 */
export async function saveFormation(
  id: number | null,
  values: FormationValues,
): Promise<ActionResult> {
  return adminMutation(
    { name: "saveFormation", schema: formationSchema, tags },
    values,
    async (formation, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      if (formation.event_id !== null) {
        const [event] = await tx
          .select({ id: events.id })
          .from(events)
          .where(eq(events.id, formation.event_id));
        if (!event) conflict("event_id", "Cet événement n'existe plus : rechargez la page.");
      }
      if (formation.contact_user_id !== null)
        await checkContact(tx, target, formation.contact_user_id);
      const kept = await keptSlug(tx, target, formation.title);
      const slug = kept ?? (await uniqueSlug(tx, formation.slug, target));
      const columns = { ...formationColumns(formation), slug, last_update: parisDay() };
      let formationId: number;
      if (target === null) {
        const [created] = await tx
          .insert(formations)
          .values(columns)
          .returning({ id: formations.id });
        formationId = created!.id;
        await audit({
          action: "create",
          entity: "formation",
          entityId: formationId,
          summary: formation.title,
        });
      } else {
        const [updated] = await tx
          .update(formations)
          .set(columns)
          .where(eq(formations.id, target))
          .returning({ id: formations.id });
        if (!updated) gone("Cette formation");
        formationId = target;
        await audit({
          action: "update",
          entity: "formation",
          entityId: formationId,
          summary: formation.title,
        });
      }
      // The dialog edits the whole list of years: it replaces the stored one.
      await tx.delete(formationResults).where(eq(formationResults.formation_id, formationId));
      if (formation.results.length > 0) {
        await tx
          .insert(formationResults)
          .values(formation.results.map((row) => ({ ...row, formation_id: formationId })));
      }
      return kept !== null || slug === formation.slug
        ? { ok: true }
        : {
            ok: true,
            notice: `Une autre formation porte déjà ce titre : celle-ci est publiée à l'adresse /formation/${slug}.`,
          };
    },
  );
}

/** Requests about it keep their text; the formation's page goes away. */
export async function deleteFormation(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteFormation", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      // Its sessions and their registrations are the record of who was trained: they stay.
      const [deleted] = await refusedWhileReferenced(
        "training_sessions",
        "Cette formation a des sessions : elle ne peut pas être supprimée. Dépubliez-la pour la retirer du site.",
        () =>
          tx
            .delete(formations)
            .where(eq(formations.id, target))
            .returning({ title: formations.title }),
      );
      if (!deleted) gone("Cette formation");
      await audit({
        action: "delete",
        entity: "formation",
        entityId: target,
        summary: deleted.title,
      });
      return { ok: true };
    },
  );
}

/** The formation as saved now, for its edit dialog. */
export async function readFormation(id: number) {
  return adminRead("readFormation", "Cette formation", id, formationToEdit);
}
