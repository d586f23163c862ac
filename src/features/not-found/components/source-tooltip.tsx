"use client";

import { Tooltip } from "radix-ui";

/** The message, with a tooltip naming the film, series or game it comes from. */
export function SourceTooltip({ source, children }: { source: string; children: React.ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span
            tabIndex={0}
            data-testid="not-found-message"
            className="cursor-help rounded-md decoration-brand-pink decoration-dotted underline-offset-8 hover:underline focus-visible:underline"
          >
            {children}
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={8}
            className="z-50 max-w-xs rounded-xl bg-ink px-3 py-2 text-sm text-white shadow-lg"
          >
            Source : {source}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
