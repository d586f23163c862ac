import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { formations } from "@/features/formations/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const agenda = await import("@/features/events/actions");

/** The events' agenda as an administrator edits it. */
describe.each(databaseTargets)("events in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("refuses to delete an event formations are tied to, then deletes it once they are not", async () => {
    as("admin");
    await world.db
      .update(formations)
      .set({ event_id: ids.event })
      .where(eq(formations.id, ids.formation));
    expect(await agenda.deleteEvent(ids.event)).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringContaining("Une formation est rattachée"),
    });
    await world.db
      .update(formations)
      .set({ event_id: null })
      .where(eq(formations.id, ids.formation));
    expect(await agenda.deleteEvent(ids.event)).toEqual({ ok: true });
    expect(await agenda.deleteEvent(ids.event)).toMatchObject({ ok: false, status: 404 });
  });
});
