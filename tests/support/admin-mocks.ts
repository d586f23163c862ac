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
  cache: () => ({
    updateTag: (tag: string) => state.expired.push(tag),
    revalidateTag: (tag: string, profile: { expire?: number }) =>
      profile.expire === 0 && state.expired.push(tag),
    // Cached public reads (the team, for its photos) read the database each time here.
    unstable_cache: <F>(read: F) => read,
  }),
};
