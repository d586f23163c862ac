"use client";

import { useActionState, useEffect, useState } from "react";
import { CONNECTION_LOST } from "@/lib/messages";
import type { PublicFormState } from "@/lib/public-form-state";

/** How long the outcome stays on the button before it is ready again. */
const STATUS_RESET_MS = 3_000;

type AnyState = PublicFormState<string, object>;

/**
 * A public form's posting: without JavaScript the form posts to the action and the page comes
 * back with its outcome (`formAction`); with JavaScript `send` calls the action directly, so that
 * a network failure is an outcome too. `status` is what the submit button shows: the outcome for
 * a few seconds, then 'idle' again. `start` is the page's signed start until `requestStart` gives
 * a fresh one (when the form appears, and after each answer): the fill time counts from when this
 * visitor saw the form, not from the cached page's render; unreachable, the page's own stays.
 */
export function usePublicForm<State extends AnyState>(
  action: (previous: State, form: FormData) => Promise<State>,
  address: string,
  { pageStart, requestStart }: { pageStart: string; requestStart: () => Promise<string> },
) {
  // A state is never a promise: Awaited<State> is State, which TypeScript cannot see generically.
  const [postedState, formAction] = useActionState(
    action as (previous: Awaited<State>, form: FormData) => Promise<State>,
    { status: "idle" } as Awaited<State>,
    address,
  );
  const [sentState, setSentState] = useState<State | null>(null);
  const [pending, setPending] = useState(false);
  const [settled, setSettled] = useState<number | null>(null);
  const state = sentState ?? postedState;

  const [start, setStart] = useState({ token: pageStart, signedFor: "page" });
  useEffect(() => {
    let current = true;
    requestStart().then(
      (token) => current && setStart({ token, signedFor: "visitor" }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state, requestStart]);

  useEffect(() => {
    if (state.status === "idle") return;
    const timer = setTimeout(() => setSettled(state.at), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const unreachable = () =>
    setSentState({ status: "error", at: Date.now(), message: CONNECTION_LOST } as State);

  return {
    state,
    status: pending
      ? "loading"
      : state.status !== "idle" && state.at !== settled
        ? state.status
        : "idle",
    formAction,
    start,
    /** Posts the form element's fields to the action from the browser. */
    async send(form: HTMLFormElement) {
      setPending(true);
      try {
        setSentState(await action({ status: "idle" } as State, new FormData(form)));
      } catch {
        unreachable();
      } finally {
        setPending(false);
      }
    },
    /** The check itself failed to download: a lost connection too. */
    unreachable,
  } as const;
}
