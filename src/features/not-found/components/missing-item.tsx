"use client";

import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-sprite";

interface MissingItemProps {
  icon: IconName;
  title: string;
  text: string;
  /** Where the visitor finds the other items of the list. */
  link: { href: string; label: string };
}

/**
 * A formation or an article that does not exist (any more). A client component for the same
 * reason as the 404 screen: each of its pages' payloads carries it, as a few words of props.
 */
export function MissingItem({ icon, title, text, link }: MissingItemProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon name={icon} className="size-14 text-brand-pink-ink" />
      <h1 className="mt-6 font-display text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-ink/75">{text}</p>
      <a href={link.href} className={buttonClassName({ className: "mt-8" })}>
        {link.label}
      </a>
    </div>
  );
}
