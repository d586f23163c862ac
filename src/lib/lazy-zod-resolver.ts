import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@/lib/zod";

/**
 * A react-hook-form resolver that checks with the server's zod schema, loaded on first use. zod
 * weighs about 32 kB gzipped in the browser: a public page whose visitor may never type into its
 * form should not download and run it before it can paint and respond. `preload` starts the
 * download when the visitor begins filling the form, so that the first check does not wait.
 *
 * When the download fails (connection lost), the check rejects and the form reports it like any
 * network failure; the next attempt downloads again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
