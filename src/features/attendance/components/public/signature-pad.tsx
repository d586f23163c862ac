"use client";

import { useRef, useState } from "react";
import { joinClasses } from "@/lib/join-classes";
import { useScripted } from "@/lib/use-browser-snapshot";
import { SIGNATURE_BOX } from "@/features/attendance/schema";

const { width: WIDTH, height: HEIGHT } = SIGNATURE_BOX;

/**
 * The signature fields of a form: a box to sign in with a finger or a mouse, kept as the path
 * the schema accepts ('M12 40L14 41…', whole coordinates in a 300 × 100 box); or the signer's
 * name typed, where the provider asks for it and in a browser without JavaScript.
 */
export function SignaturePad({
  mode,
  id,
  error,
}: {
  mode: "drawn" | "typed";
  id: string;
  error?: string;
}) {
  const scripted = useScripted();
  const [path, setPath] = useState("");
  const drawing = useRef(false);
  const svg = useRef<SVGSVGElement>(null);
  const drawn = mode === "drawn" && scripted;

  const pointAt = (event: React.PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * WIDTH);
    const y = Math.round(((event.clientY - box.top) / box.height) * HEIGHT);
    return `${Math.min(WIDTH, Math.max(0, x))} ${Math.min(HEIGHT, Math.max(0, y))}`;
  };
  const errorId = `${id}-error`;

  if (!drawn)
    return (
      <div>
        <input type="hidden" name="signature_kind" value="typed" />
        <label htmlFor={id} className="text-sm font-bold tracking-wide">
          Tapez vos nom et prénom pour signer
        </label>
        <input
          id={id}
          name="typed"
          autoComplete="name"
          required
          maxLength={100}
          className="field field-text mt-1 w-full font-serif text-lg italic"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-brand-pink-ink">
            {error}
          </p>
        )}
      </div>
    );

  return (
    <div>
      <input type="hidden" name="signature_kind" value="drawn" />
      <input type="hidden" name="drawn" value={path} />
      <p id={id} className="text-sm font-bold tracking-wide">
        Signez dans le cadre, avec le doigt ou la souris
      </p>
      <svg
        ref={svg}
        role="img"
        aria-labelledby={id}
        aria-describedby={error ? errorId : undefined}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={joinClasses(
          "mt-1 aspect-[3/1] w-full max-w-md touch-none rounded-2xl border-2 bg-white",
          error ? "border-brand-pink-ink" : "border-ink/30",
        )}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          setPath((current) => `${current}M${pointAt(event)}`);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const point = pointAt(event);
          setPath((current) => (current.endsWith(point) ? current : `${current}L${point}`));
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
      >
        <path
          d={path || "M0 0"}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <button
        type="button"
        onClick={() => setPath("")}
        className="mt-1 text-sm font-semibold underline underline-offset-4"
      >
        Effacer la signature
      </button>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-brand-pink-ink">
          {error}
        </p>
      )}
    </div>
  );
}
