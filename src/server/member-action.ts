import "server-only";
import type { z } from "@/lib/zod";
import { invalidInput, type ActionResult } from "@/lib/action-result";
import { holdsNul, NUL_REFUSED } from "@/lib/validation";
import { runAction } from "./action-result";
import {
  AuthorizationError,
  getCurrentUser,
  requireUser,
  type CurrentUser,
} from "./auth/current-user";

interface MemberOptions<S extends z.ZodType> {
  /** The action's name, for the log of an unexpected failure. */
  name: string;
  /** The form's own schema, which the input must pass. */
  schema: S;
}

/** Who asks, checked by `who` (which throws a 401 or a 403), then the input with its schema. */
function ownAccountAction<U, S extends z.ZodType, T extends object>(
  who: () => Promise<U>,
  { name, schema }: MemberOptions<S>,
  input: unknown,
  body: (values: z.output<S>, user: U) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return runAction<T>(name, async () => {
    const user = await who();
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    if (holdsNul(parsed.data)) return { ok: false, status: 400, error: NUL_REFUSED };
    return body(parsed.data, user);
  });
}

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
  return ownAccountAction(requireUser, options, input, body);
}

/** The same for the onboarding itself: a session is enough, the profile is what it creates. */
export function newcomerAction<S extends z.ZodType, T extends object = object>(
  options: MemberOptions<S>,
  input: unknown,
  body: (values: z.output<S>, user: CurrentUser) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return ownAccountAction(
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
