import "server-only";
import type { z } from "@/lib/zod";
import type { ActionResult } from "@/lib/action-result";
import { askedBy, type MutationOptions } from "./admin-mutation";
import { AuthorizationError, type CurrentUser } from "./auth/current-user";
import { getCurrentUser, requireUser } from "./auth/request-user";

type MemberOptions<S extends z.ZodType> = Pick<MutationOptions<S>, "name" | "schema">;

/**
 * A signed-in member's action on their own account (decision 082), the staff actions' sibling
 * for what is not an administrator's: refused without a session (401) or before the onboarding
 * is done (403); the input validated with the form's own schema; refusals in French, anything
 * unexpected logged and answered generically.
 */
export function memberAction<S extends z.ZodType, T extends object = object>(
  options: MemberOptions<S>,
  input: unknown,
  body: (
    values: z.output<S>,
    user: Awaited<ReturnType<typeof requireUser>>,
  ) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return askedBy(requireUser, options, input, body);
}

/** The same for the onboarding itself: a session is enough, the profile is what it creates. */
export function newcomerAction<S extends z.ZodType, T extends object = object>(
  options: MemberOptions<S>,
  input: unknown,
  body: (values: z.output<S>, user: CurrentUser) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return askedBy(
    async () => {
      const user = await getCurrentUser();
      if (!user) throw new AuthorizationError(401);
      return user;
    },
    options,
    input,
    body,
  );
}
