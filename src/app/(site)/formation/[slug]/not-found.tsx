import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

export default function FormationNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon name="search-x" className="size-14 text-brand-pink-ink" />
      <h1 className="mt-6 font-display text-4xl font-bold">Formation introuvable</h1>
      <p className="mt-4 text-lg text-ink/75">La formation que vous recherchez n&apos;existe pas ou plus.</p>
      <Link href={paths.formations} className={buttonClassName({ className: "mt-8" })}>
        Voir nos formations
      </Link>
    </div>
  );
}
