import { and, desc, eq } from "drizzle-orm";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { cacheTags } from "@/server/cache/tags";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { contentVersion } from "@/server/content-version";
import { site, profile, formPost, pngUpload, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { signedInStaff } from "../support/staff-accounts";
import { authSessions, authUsers, users } from "@/server/auth/tables";
import { auditLog } from "@/server/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const accounts = await import("@/features/accounts/actions");
const imageRoute = await import("@/app/api/images/[folder]/[id]/route");
const photoRoute = await import("@/app/users/[image]/route");

/** A PNG's signature and header announcing `width` × `height` pixels, then a few bytes of data. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The team's members as an administrator manages them: their profile, photo and account. */
describe.each(databaseTargets)("users in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as, journal } = world;

  it("edits a member (roles trimmed and unique, empty titre saved empty) but never the admin's own right", async () => {
    as("admin");
    expect(await accounts.updateUser(ids.member, profile)).toEqual({ ok: true });
    const [member] = await world.db.select().from(users).where(eq(users.id, ids.member));
    expect(member).toMatchObject({
      name: "Inès",
      roles: ["Formatrice"],
      titre: null,
      user_id: world.memberAccount,
    });
    expect(await accounts.updateUser(ids.member, { ...profile, roles: [] })).toEqual({ ok: true });
    expect(
      (await world.db.select().from(users).where(eq(users.id, ids.member)))[0]!.roles,
    ).toBeNull();
    const [self] = await world.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(
      await accounts.updateUser(self!.id, {
        ...profile,
        email: "admin@atlas.example",
        admin: false,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await accounts.updateUser(self!.id, { ...profile, email: "ines@atlas.example", admin: true }),
    ).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
  });

  it("stores an uploaded photo re-encoded as a 480 px square PNG, and refuses what is not an image", async () => {
    as("admin");
    const params = { params: Promise.resolve({ folder: "users", id: String(ids.member) }) };
    state.expired = [];
    const response = await imageRoute.POST(
      await pngUpload(`${site}/api/images/users/${ids.member}`),
      params,
    );
    expect(response.status).toBe(200);
    const stored = state.files.get(`users/${ids.member}.png`)!;
    expect(await sharp(stored).metadata()).toMatchObject({
      format: "png",
      width: 480,
      height: 480,
    });
    // The team pages name the photo by its version: they must render again.
    expect(state.expired).toEqual(["users"]);

    // Text declared as a PNG is refused by its bytes; a PNG's signature before garbage, by the decoder.
    const fake = new FormData();
    fake.set("image", new File(["pas une image"], "photo.png", { type: "image/png" }));
    const refused = await imageRoute.POST(
      await formPost(`${site}/api/images/users/${ids.member}`, fake),
      params,
    );
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      ok: false,
      error: "Format refusé : JPEG, PNG, WebP ou HEIC uniquement.",
    });
    const broken = new FormData();
    broken.set(
      "image",
      new File([Buffer.from("89504e470d0a1a0a", "hex"), "pas une image"], "photo.png", {
        type: "image/png",
      }),
    );
    const unreadable = await imageRoute.POST(
      await formPost(`${site}/api/images/users/${ids.member}`, broken),
      params,
    );
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({
      ok: false,
      error: "Ce fichier n'est pas une image lisible.",
    });
    const text = new FormData();
    text.set("image", new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(
      (
        await imageRoute.POST(
          await formPost(`${site}/api/images/users/${ids.member}`, text),
          params,
        )
      ).status,
    ).toBe(415);

    // A body whose length is not announced, or announced too large, is refused before it is read.
    const unannounced = new Request(`${site}/api/images/users/${ids.member}`, {
      method: "POST",
      body: text,
      headers: { origin: site, host: "atlas.example" },
    });
    expect(unannounced.headers.get("content-length")).toBeNull();
    const unread = await imageRoute.POST(unannounced, params);
    expect(unread.status).toBe(411);
    expect(await unread.json()).toEqual({
      ok: false,
      error: "Envoi refusé : la taille du fichier n'est pas annoncée.",
    });
    expect(unannounced.bodyUsed).toBe(false);
    const huge = new Request(`${site}/api/images/users/${ids.member}`, {
      method: "POST",
      body: new ReadableStream({
        pull: () => {
          throw new Error("lu alors qu'il ne devait pas l'être");
        },
      }),
      headers: {
        "content-length": String(50 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      },
      duplex: "half",
    } as RequestInit);
    expect((await imageRoute.POST(huge, params)).status).toBe(413);
    const foreign = await pngUpload(`${site}/api/images/users/${ids.member}`);
    foreign.headers.set("origin", "https://evil.example");
    expect((await imageRoute.POST(foreign, params)).status).toBe(403);
    // A sandboxed page sends 'null': refused as foreign, not a server error.
    const sandboxed = await pngUpload(`${site}/api/images/users/${ids.member}`);
    sandboxed.headers.set("origin", "null");
    const answer = await imageRoute.POST(sandboxed, params);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ ok: false, error: "Origine refusée." });
    // An object's own properties are no folder.
    const inherited = await imageRoute.POST(
      await pngUpload(`${site}/api/images/constructor/${ids.member}`),
      { params: Promise.resolve({ folder: "constructor", id: String(ids.member) }) },
    );
    expect(inherited.status).toBe(404);
  });

  it("takes a phone's photo of 10 MB and more, and names what it cannot read: a HEIC this build does not decode, a picture past 100 megapixels", async () => {
    as("admin");
    const params = { params: Promise.resolve({ folder: "users", id: String(ids.member) }) };
    const post = (name: string, bytes: Buffer) => {
      const body = new FormData();
      body.set("image", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      return formPost(`${site}/api/images/users/${ids.member}`, body, {
        origin: site,
        host: "atlas.example",
      });
    };
    // A 12-megapixel camera's noise: what a phone writes, well over the old 5 MB.
    const noise = new Uint8Array(4000 * 3000 * 3).map(() => Math.floor(Math.random() * 256));
    const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    const taken = await imageRoute.POST(await post("IMG_2041.jpg", photo), params);
    expect(await taken.json()).toEqual({ ok: true });
    expect(await sharp(state.files.get(`users/${ids.member}.png`)!).metadata()).toMatchObject({
      width: 480,
      height: 480,
    });

    // An iPhone's HEIC ('ftyp' box, brand heic), which sharp's prebuilt build does not decode.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2048, 7),
    ]);
    const unread = await imageRoute.POST(await post("IMG_2042.HEIC", heic), params);
    expect(unread.status).toBe(415);
    expect(await unread.json()).toEqual({
      ok: false,
      error:
        "Photo HEIC illisible sur ce serveur : envoyez-la en JPEG (sur iPhone, Réglages > Appareil photo > Formats > « Le plus compatible »).",
    });

    // A decompression bomb: 74 bytes announcing 20,000 × 20,000 pixels, refused before decoding.
    const bomb = pngHeader(20_000, 20_000);
    const refused = await imageRoute.POST(await post("bombe.png", bomb), params);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      ok: false,
      error: "Image trop grande : 100 mégapixels au plus.",
    });
    // Past 25 MB, refused from the announced length.
    const heavy = new FormData();
    heavy.set("image", new File([new Uint8Array(26 * 1024 * 1024)], "lourde.jpg"));
    const tooHeavy = await imageRoute.POST(
      await formPost(`${site}/api/images/users/${ids.member}`, heavy),
      params,
    );
    expect(tooHeavy.status).toBe(413);
    expect(await tooHeavy.json()).toEqual({
      ok: false,
      error: "Image trop lourde : 25 Mo au plus.",
    });
  });

  it("removes a photo, journaled, for the pages showing it to render again without it", async () => {
    as("admin");
    const params = { params: Promise.resolve({ folder: "users", id: String(ids.member) }) };
    await imageRoute.POST(await pngUpload(`${site}/api/images/users/${ids.member}`), params);
    expect(state.files.has(`users/${ids.member}.png`)).toBe(true);
    const lines = await journal();
    state.expired = [];
    const removal = () =>
      imageRoute.DELETE(
        new Request(`${site}/api/images/users/${ids.member}`, {
          method: "DELETE",
          headers: { origin: site, host: "atlas.example" },
        }),
        params,
      );
    expect(await (await removal()).json()).toEqual({ ok: true });
    expect(state.files.has(`users/${ids.member}.png`)).toBe(false);
    expect(state.expired).toEqual(["users"]);
    expect(await journal()).toBe(lines + 1);
    const [line] = await world.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ action: "photo", entity: "user", summary: "Photo retirée" });

    // Only an admin may.
    await imageRoute.POST(await pngUpload(`${site}/api/images/users/${ids.member}`), params);
    as("member");
    expect((await removal()).status).toBe(403);
    expect(state.files.has(`users/${ids.member}.png`)).toBe(true);
  });

  it("deletes a user with their sign-in account and sessions, journaled, but never the admin's own account", async () => {
    const { cookie: leaving, userId } = await signedInStaff(
      world.db,
      state.auth as never,
      site,
      "partant@atlas.example",
      false,
    );
    const [profileRow] = await world.db
      .select()
      .from(users)
      .where(eq(users.email, "partant@atlas.example"));
    expect(
      await world.db.select().from(authSessions).where(eq(authSessions.userId, userId)),
    ).toHaveLength(1);
    as("admin");
    const [self] = await world.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(await accounts.deleteUser(self!.id)).toEqual({
      ok: false,
      status: 409,
      error: "Vous ne pouvez pas supprimer votre propre compte.",
    });

    expect(await accounts.deleteUser(profileRow!.id)).toEqual({ ok: true });
    expect(await world.db.select().from(users).where(eq(users.id, profileRow!.id))).toEqual([]);
    expect(await world.db.select().from(authUsers).where(eq(authUsers.id, userId))).toEqual([]);
    expect(
      await world.db.select().from(authSessions).where(eq(authSessions.userId, userId)),
    ).toEqual([]);
    const [line] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entity_id, profileRow!.id)));
    expect(line).toMatchObject({
      action: "delete",
      entity: "user",
      summary: "Prénom partant@atlas.example",
    });
    expect(state.expired).toEqual(expect.arrayContaining(["users", "formations"]));
    expect(await accounts.deleteUser(profileRow!.id)).toMatchObject({ ok: false, status: 404 });

    // The deleted person's browser still sends the cookie: it opens nothing.
    state.headers = new Headers({ cookie: leaving });
    expect(
      await accounts.updateOwnProfile({
        name: "Encore",
        last_name: "Là",
        email: "partant@atlas.example",
        phone: "",
        titre: "",
      }),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it("serves the photo of a member shown in the team, and of no one else, even uploaded", async () => {
    expect(state.files.has(`users/${ids.member}.png`)).toBe(true);
    const photo = () =>
      photoRoute.GET(new Request(`${site}/users/${ids.member}.png`), {
        params: Promise.resolve({ image: `${ids.member}.png` }),
      });
    as("admin");
    expect(await accounts.updateUser(ids.member, { ...profile, roles: ["Formatrice"] })).toEqual({
      ok: true,
    });
    const served = await photo();
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await served.arrayBuffer()).equals(state.files.get(`users/${ids.member}.png`)!),
    ).toBe(true);
    // The same profile, had it signed up without an invitation: not staff, not shown.
    await world.db.update(users).set({ staff: false }).where(eq(users.id, ids.member));
    await revalidate([cacheTags.users]); // as a mutation does: the cached team is read again
    expect((await photo()).status).toBe(404);
    await world.db.update(users).set({ staff: true }).where(eq(users.id, ids.member));
    await revalidate([cacheTags.users]);
  });

  it("keeps the current photo's versioned address for a year, and answers an older address with the new photo, briefly cached", async () => {
    const photo = (name: string, headers: HeadersInit = {}) =>
      photoRoute.GET(new Request(`${site}/users/${name}`, { headers }), {
        params: Promise.resolve({ image: name }),
      });
    const version = contentVersion(state.files.get(`users/${ids.member}.png`)!);
    const current = await photo(`${ids.member}.${version}.png`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(current.headers.get("etag")).toBe(`"${version}"`);
    const revalidated = await photo(`${ids.member}.${version}.png`, {
      "if-none-match": `"${version}"`,
    });
    expect(revalidated.status).toBe(304);

    const older = await photo(`${ids.member}.${"0".repeat(16)}.png`);
    expect(older.status).toBe(200);
    expect(older.headers.get("cache-control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
    expect(
      Buffer.from(await older.arrayBuffer()).equals(state.files.get(`users/${ids.member}.png`)!),
    ).toBe(true);
    expect((await photo(`${ids.member}.${version}.png.png`)).status).toBe(404);
  });
});
