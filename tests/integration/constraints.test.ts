import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { databaseError, databaseTargets, openMigrated } from "../support/databases";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { blogPosts } from "@/features/blog/tables";
import { users } from "@/server/auth/tables";

const formation = (overrides: Partial<typeof formations.$inferInsert> = {}) => ({
  slug: "python",
  title: "Python",
  duration: "2 jours",
  price_no_tax: "990.00",
  ...overrides,
});

describe.each(databaseTargets)("constraints on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(() => handle.close());

  it("refuses a second formation or article with the same slug", async () => {
    await handle.db.insert(formations).values(formation({ slug: "doublon" }));
    const error = await databaseError(
      handle.db.insert(formations).values(formation({ slug: "doublon" })),
    );
    expect(error.code).toBe("23505");

    const post = { slug: "article", title: "Article", description: "Résumé" };
    await handle.db.insert(blogPosts).values(post);
    expect((await databaseError(handle.db.insert(blogPosts).values(post))).code).toBe("23505");
  });

  it("refuses a negative price but keeps cents", async () => {
    const error = await databaseError(
      handle.db.insert(formations).values(formation({ slug: "negatif", price_no_tax: "-0.01" })),
    );
    expect(error.code).toBe("23514");
    expect(error.message).toContain("formations_price_not_negative");

    const [row] = await handle.db
      .insert(formations)
      .values(formation({ slug: "centimes", price_no_tax: "1290.5" }))
      .returning({ price: formations.price_no_tax });
    expect(row?.price).toBe("1290.50");
  });

  it("refuses a stay that ends before it starts, and stay dates on a permanent location", async () => {
    const backwards = await databaseError(
      handle.db
        .insert(locations)
        .values({ country: "Portugal", stay_start: "2026-05-10", stay_end: "2026-05-09" }),
    );
    expect(backwards.message).toContain("locations_stay_order");

    const permanentWithStay = await databaseError(
      handle.db.insert(locations).values({
        country: "France",
        permanent: true,
        stay_start: "2026-05-10",
        stay_end: "2026-05-12",
      }),
    );
    expect(permanentWithStay.message).toContain("locations_permanent_without_stay");

    const uppercaseCode = await databaseError(
      handle.db.insert(locations).values({ country: "France", country_code: "FR" }),
    );
    expect(uppercaseCode.message).toContain("locations_country_code_format");
  });

  it("refuses an event that ends before it starts", async () => {
    const error = await databaseError(
      handle.db
        .insert(events)
        .values({ nom: "Salon", start_date: "2026-05-10", end_date: "2026-05-01" }),
    );
    expect(error.message).toContain("events_date_order");
  });

  it("keeps an event when its location is deleted, and keeps an event that has formations", async () => {
    const [place] = await handle.db.insert(locations).values({ country: "Japon" }).returning();
    const [event] = await handle.db
      .insert(events)
      .values({
        nom: "Tokyo Tech",
        start_date: "2026-09-01",
        end_date: "2026-09-03",
        location: place!.id,
      })
      .returning();
    await handle.db.insert(formations).values(formation({ slug: "tokyo", event_id: event!.id }));

    await handle.db.delete(locations).where(eq(locations.id, place!.id));
    const [orphan] = await handle.db.select().from(events).where(eq(events.id, event!.id));
    expect(orphan?.location).toBeNull();

    const error = await databaseError(handle.db.delete(events).where(eq(events.id, event!.id)));
    // PostgreSQL 15 reports foreign_key_violation, PGlite (PostgreSQL 17) restrict_violation.
    expect(["23503", "23001"]).toContain(error.code);
    expect(error.message).toContain("formations_event_id_events_id_fk");
  });

  it("refuses a formation programme that is not an object", async () => {
    const error = await databaseError(
      handle.db
        .insert(formations)
        .values(formation({ slug: "programme-liste", training_program: ["a"] as never })),
    );
    expect(error.message).toContain("formations_training_program_object");
  });

  it("stores no empty role list and no duplicate profile e-mail", async () => {
    const member = { name: "Léa", last_name: "Martin", email: "Lea@example.fr" };
    const emptyRoles = await databaseError(
      handle.db.insert(users).values({ ...member, roles: [] }),
    );
    expect(emptyRoles.message).toContain("users_roles_not_empty");

    await handle.db.insert(users).values(member);
    const duplicate = await databaseError(
      handle.db.insert(users).values({ ...member, email: "lea@EXAMPLE.fr" }),
    );
    expect(duplicate.code).toBe("23505");
  });
});
