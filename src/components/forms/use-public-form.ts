"use client";

import { withState } from "@astrojs/react/actions";
import { actions } from "astro:actions";
import { useActionState, useEffect, useMemo, useRef, useState } from "react";
import { CONNECTION_LOST } from "@/lib/messages";
import { isRecentStart } from "@/lib/form-start-age";
import type { PublicFormState } from "@/lib/public-form-state";

/** How long the outcome stays on the button before it is ready again. */
const STATUS_RESET_MS = 3_000;

/** What the form says when Astro refused the post before the form's action read it (too big). */
const POST_REFUSED = "Votre envoi n'a pas pu être traité : relisez-le et envoyez-le de nouveau.";

type AnyState = PublicFormState<string, object>;

/** The names of the fields a form's answer may point out. */
type FieldOf<State extends AnyState> = keyof NonNullable<
  Extract<State, { status: "error" }>["fieldErrors"]
> &
  string;

/** What an Astro action answers: the form's own state, or Astro's error when it never ran. */
type ActionAnswer<State> = { data: State; error: undefined } | { data: undefined; error: unknown };

/** A public form's action as `astro:actions` gives it to the browser (src/site/actions). */
type PublicFormAction = (form: FormData) => Promise<ActionAnswer<AnyState>>;

/** The state a form's action answers. */
type StateOf<Action extends PublicFormAction> = NonNullable<Awaited<ReturnType<Action>>["data"]>;

/** What a form's fields read of its last answer: each one's error, and what the visitor typed. */
export interface FieldAnswer<Field extends string> {
  /** The server's French message for the field, until the visitor edits it. */
  errorOf: (field: Field) => string | undefined;
  /**
   * What a field held when a post without JavaScript was refused: the page gives it back. Any
   * field the post carried, the needs questions' too, which the schema reads apart.
   */
  valueOf: (field: string) => string | undefined;
}

/**
 * A public form on React's own form primitives and an Astro action: the server's schema is the
 * only check, and its French messages show under each field. Without JavaScript the form posts to
 * its page with the action's name (`address?_action=…`), and Astro renders the page with the
 * outcome and the visitor's text (`withState` and React's form state); with JavaScript the form
 * calls the action directly, so that a network failure is an outcome too, and the first field in
 * error takes the focus. `status` is what the submit button shows: the outcome for a few seconds,
 * then 'idle' again. `start` is the page's signed start while it is recent (isRecentStart: the
 * visitor has been on the page since, as a post without JavaScript counts too), else one the
 * server signs when the form wakes, and a fresh one after each answer; unreachable, the page's
 * own stays. A success empties the form (its `reset` event lets a form reset what it holds in
 * state).
 */
export function usePublicForm<
  Action extends PublicFormAction,
  State extends AnyState = StateOf<Action>,
>(action: Action, { address, pageStart }: { address: string; pageStart: string }) {
  // The action answers State (StateOf<Action>), which TypeScript cannot see generically.
  const send = action as unknown as (form: FormData) => Promise<ActionAnswer<State>>;
  const stateful = useMemo(() => withState(send), [send]);
  const [posted, formAction] = useActionState(
    stateful,
    { data: { status: "idle" } as State, error: undefined },
    // The page itself, with its query (a quote's formation), and the action's name.
    `${address}${address.includes("?") ? "&" : "?"}${String(send).slice(1)}`,
  );
  const postedState = useMemo(() => answerOf(posted), [posted]);
  const [sentState, setSentState] = useState<State | null>(null);
  const [pending, setPending] = useState(false);
  const [settled, setSettled] = useState<number | null>(null);
  const state: State = sentState ?? postedState;
  const formRef = useRef<HTMLFormElement>(null);

  // The fields edited since the last answer, whose error no longer applies: forgotten with it.
  const [edited, setEdited] = useState({ answer: state, fields: new Set<string>() });
  const editedFields = edited.answer === state ? edited.fields : new Set<string>();

  const [start, setStart] = useState({ token: pageStart, signedFor: "page" });
  useEffect(() => {
    // The page's own start stands while it is recent: the visitor has been on the page at least
    // since then, and the island may wake seconds after they began (client:interaction).
    if (state.status === "idle" && isRecentStart(pageStart, Date.now())) return;
    let current = true;
    actions.startPublicForm().then(
      ({ data: token }) => current && token && setStart({ token, signedFor: "visitor" }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state, pageStart]);

  useEffect(() => {
    if (state.status === "idle") return;
    // From the answer, not from now: a page answered to a post without JavaScript may wake later.
    // Its time is the server's, so the wait is held within the outcome's few seconds.
    const left = Math.min(STATUS_RESET_MS, Math.max(0, state.at + STATUS_RESET_MS - Date.now()));
    const timer = setTimeout(() => setSettled(state.at), left);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (sentState?.status === "success") formRef.current?.reset();
    if (sentState?.status === "error")
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [sentState]);

  const unreachable = () =>
    setSentState({ status: "error", at: Date.now(), message: CONNECTION_LOST } as State);

  const fieldErrors: Partial<Record<string, string>> | undefined =
    state.status === "error" ? state.fieldErrors : undefined;
  const answer: FieldAnswer<FieldOf<State>> = {
    errorOf: (field) => (editedFields.has(field) ? undefined : fieldErrors?.[field]),
    // Only the page a refused post rendered, until the script sends: the fields then keep their
    // own text, and a success's reset empties them rather than bringing that post back.
    valueOf: (field) =>
      postedState.status === "error" && sentState === null
        ? postedState.values?.[field]
        : undefined,
  };

  const formProps = {
    ref: formRef,
    action: formAction,
    noValidate: true,
    onInput: (event: React.FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (fieldErrors?.[name] && !editedFields.has(name))
        setEdited({ answer: state, fields: new Set(editedFields).add(name) });
    },
    onSubmit: async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setPending(true);
      try {
        setSentState(answerOf(await send(new FormData(event.currentTarget))));
      } catch {
        unreachable();
      } finally {
        setPending(false);
      }
    },
  };

  return {
    state,
    status: pending
      ? "loading"
      : state.status !== "idle" && state.at !== settled
        ? state.status
        : "idle",
    start,
    answer,
    formProps,
  } as const;
}

/** The form's state from the action's answer; Astro's own refusal (a post too big) as a refusal. */
function answerOf<State extends AnyState>(answer: ActionAnswer<State>): State {
  if (answer.error === undefined && answer.data) return answer.data;
  return { status: "error", at: Date.now(), message: POST_REFUSED } as State;
}
