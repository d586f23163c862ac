import { GUARD_FIELDS } from "@/lib/public-form-state";

/**
 * The fields every public form carries for its anti-abuse checks (server/form-guard.ts): a
 * honeypot people never see and robots fill in, and the start the server signed.
 */
export function FormGuardFields({
  idPrefix,
  start,
}: {
  idPrefix: string;
  start: { token: string; signedFor: string };
}) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Site web</label>
        <input
          id={`${idPrefix}-website`}
          name={GUARD_FIELDS.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input
        type="hidden"
        name={GUARD_FIELDS.start}
        value={start.token}
        data-signed-for={start.signedFor}
      />
    </>
  );
}
