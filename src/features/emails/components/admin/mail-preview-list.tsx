import { paths } from "@/config/paths";
import type { MailSample } from "@/server/mail/message";
import type { Mail } from "@/server/mail/render";

/** Widths at which staff see each mail: a desktop client's reading pane, and a phone's. Side by side where they fit. */
const frames = [
  { label: "Sur ordinateur", className: "w-full max-w-[680px]" },
  { label: "Sur téléphone", className: "w-[375px] max-w-full" },
] as const;

/**
 * One card per template: who gets it and when, its subject, the HTML at both widths (framed from
 * its own address, sandboxed) and the plain-text alternative that goes with it.
 */
export function MailPreviewList({ previews }: { previews: { sample: MailSample; mail: Mail }[] }) {
  return (
    <ol aria-label="Modèles d'e-mails" className="mt-6 space-y-6">
      {previews.map(({ sample, mail }) => (
        <li
          key={sample.id}
          id={sample.id}
          className="rounded-3xl border border-ink/10 bg-white p-5 shadow-sm"
        >
          <h2 className="font-display text-xl font-bold">{sample.name}</h2>
          <p className="mt-1 text-sm text-ink/70">{sample.sentWhen}</p>
          <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[6rem_1fr]">
            <dt className="font-semibold">Objet</dt>
            <dd className="break-words">{mail.subject}</dd>
            {mail.attachments && (
              <>
                <dt className="font-semibold">Pièce jointe</dt>
                <dd data-testid="attachments">
                  {mail.attachments
                    .map((file) => `${file.filename} (${file.contentType.split(";")[0]})`)
                    .join(", ")}
                </dd>
              </>
            )}
          </dl>
          <div className="mt-4 flex flex-wrap items-start gap-4">
            {frames.map((frame) => (
              <figure key={frame.label} className={frame.className}>
                <figcaption className="mb-1 text-sm font-semibold text-ink/70">
                  {frame.label}
                </figcaption>
                <iframe
                  src={paths.mailPreview(sample.id)}
                  title={`${sample.name}, ${frame.label.toLowerCase()}`}
                  sandbox="allow-same-origin"
                  loading="lazy"
                  className="h-[36rem] w-full rounded-2xl border border-ink/10 bg-ink/5"
                />
              </figure>
            ))}
          </div>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold">Version texte</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-2xl bg-ink/5 p-4 text-sm">
              {mail.text}
            </pre>
          </details>
          {mail.attachments?.map((file) =>
            file.encoding ? null : (
              <details key={file.filename} className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">
                  Contenu de {file.filename}
                </summary>
                <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-2xl bg-ink/5 p-4 text-sm">
                  {file.content}
                </pre>
              </details>
            ),
          )}
        </li>
      ))}
    </ol>
  );
}
