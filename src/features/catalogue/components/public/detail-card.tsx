import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-sprite";
import { cn } from "@/lib/cn";

/** One titled block of a formation page (Prérequis, Objectifs, Programme...). */
export function DetailCard({
  title,
  icon,
  children,
  className,
  testId,
}: {
  title: string;
  /** Drawn at the title's size and colour by the stylesheet (.detail-card > h2 > svg). */
  icon: IconName;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className={cn("detail-card", className)}>
      <h2>
        <Icon name={icon} />
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}

/**
 * Bullet points with the brand's dots (drawn by the stylesheet: nothing repeated per item). Keyed
 * by position: the list is rendered once on the server, and a text key would repeat every item in
 * the page's payload.
 */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="bullet-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
