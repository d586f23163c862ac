/**
 * A value one part of the code gives once when the process starts (instrumentation.ts) and
 * another reads without importing the giver: kept on globalThis under a registered symbol,
 * because Next.js bundles a module into several chunks (instrumentation, pages, route handlers)
 * and each chunk's copy of a module-level variable would be its own.
 */
export function providedAtStart<T>(name: string) {
  const key = Symbol.for(`formations-site.${name}`);
  const holder = globalThis as typeof globalThis & { [key]?: T };
  return {
    provide(value: T): void {
      holder[key] = value;
    },
    provided(): T | undefined {
      return holder[key];
    },
    /** The value, which start-up must have given (src/life-effects.ts). */
    required(): T {
      const value = holder[key];
      if (value === undefined)
        throw new Error(`${name} missing: provideLifeEffects() runs at start-up.`);
      return value;
    },
  };
}
