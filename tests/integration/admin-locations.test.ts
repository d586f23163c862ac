import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { site, place, event, formPost, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { locations } from "@/features/locations/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const places = await import("@/features/locations/actions");
const agenda = await import("@/features/events/actions");
const imageRoute = await import("@/app/api/images/[folder]/[id]/route");

/** Places and their pictures as an administrator edits them. */
describe.each(databaseTargets)("locations in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("saves a permanent location without stay dates, and an event on it", async () => {
    as("admin");
    expect(await places.saveLocation(ids.location, { ...place, permanent: true })).toEqual({
      ok: true,
    });
    const [saved] = await world.db.select().from(locations).where(eq(locations.id, ids.location));
    expect(saved).toMatchObject({
      country: "Portugal",
      city: "Porto",
      country_code: "pt",
      address: null,
      stay_start: null,
      stay_end: null,
    });
    expect(await agenda.saveEvent(null, { ...event, location: String(ids.location) })).toEqual({
      ok: true,
    });
    expect(await agenda.saveEvent(null, { ...event, location: "999999" })).toMatchObject({
      ok: false,
      fieldErrors: { location: expect.any(String) },
    });
  });

  it("stores a location's picture as a 960×540 banner without its EXIF and GPS, and refuses an unknown place or a file over 25 MB", async () => {
    as("admin");
    const upload = (folder: string, id: string, image: Buffer, type = "image/jpeg") => {
      const body = new FormData();
      body.set("image", new File([new Uint8Array(image)], "lieu.jpg", { type }));
      return formPost(`${site}/api/images/${folder}/${id}`, body, {
        origin: site,
        host: "atlas.example",
      }).then((request) => imageRoute.POST(request, { params: Promise.resolve({ folder, id }) }));
    };
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#16a34a" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "Appareil", Model: "Secret" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload("locations", String(ids.location), photo);
    expect(response.status).toBe(200);
    const stored = state.files.get(`locations/${ids.location}.png`)!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 960, height: 540 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("Secret")).toBe(false);

    expect(await (await upload("locations", "999999", photo)).json()).toEqual({
      ok: false,
      error: "Ce lieu n'existe plus : rechargez la page.",
    });
    for (const [folder, id] of [
      ["avatars", String(ids.member)],
      ["users", "abc"],
      ["users", "0"],
    ] as const) {
      const unknown = await upload(folder, id, photo);
      expect(unknown.status, `${folder}/${id}`).toBe(404);
      expect(await unknown.json()).toEqual({ ok: false, error: "Élément inconnu." });
    }
    // Announced within the limit's margin, but the file itself is over 25 MB.
    const heavy = await upload(
      "locations",
      String(ids.location),
      Buffer.alloc(25 * 1024 * 1024 + 10_000, 1),
    );
    expect(heavy.status).toBe(413);
    expect(await heavy.json()).toEqual({ ok: false, error: "Image trop lourde : 25 Mo au plus." });
    expect(state.files.get(`locations/${ids.location}.png`)!.equals(stored)).toBe(true);
  });
});
