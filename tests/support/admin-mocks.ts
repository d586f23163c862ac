/**
 * What the tests of server actions (the administration's, the accounts') put in place of the
 * process: the database and Better Auth they open, the request's headers (the signed-in person's
 * cookie), the storage, and the cache whose expired tags they read. A test file loads this module
 * in `vi.hoisted` and passes each factory to `vi.mock`: it imports none of the modules it replaces.
 */
export const state = {
  db: null as unknown,
  auth: null as unknown,
  headers: new Headers(),
  expired: [] as string[],
  files: new Map<string, Buffer>(),
};

type Original = <T>() => Promise<T>;

export const mocks = {
  database: async (importOriginal: Original) => ({
    ...(await importOriginal<object>()),
    getDb: async () => state.db,
  }),
  auth: async (importOriginal: Original) => ({
    ...(await importOriginal<object>()),
    getAuth: async () => state.auth,
  }),
  storage: async (importOriginal: Original) => ({
    ...(await importOriginal<object>()),
    storage: {
      read: async (key: string) => state.files.get(key) ?? null,
      write: async (key: string, data: Buffer) => void state.files.set(key, data),
      remove: async (key: string) => void state.files.delete(key),
    },
  }),
  headers: () => ({ headers: async () => state.headers }),
  cache: async () => {
    // What Next.js's cache handler does with an expired tag (cache-handler.mjs): the process's
    // read and page caches hear it, so a public read after a mutation reads the change.
    const { revalidate } = await import("@/server/cache/revalidations.mjs");
    const expire = (tag: string) => {
      state.expired.push(tag);
      void revalidate([tag]);
    };
    return {
      updateTag: expire,
      revalidateTag: (tag: string, profile: { expire?: number }) => {
        if (profile.expire === 0) expire(tag);
      },
    };
  },
};
