import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** Above a page an administrator previews: whether the public sees it, the way back, the way out. */
export function PreviewBanner({ published, address }: { published: boolean; address: string }) {
  return (
    <div
      role="status"
      className="mx-auto mt-4 flex max-w-6xl flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-yellow px-4 py-3 font-semibold text-ink sm:mx-6 lg:mx-auto"
    >
      <p className="flex items-center gap-2">
        <Icon name="eye" className="size-5" />
        {published ? "Aperçu – publié" : "Aperçu – non publié"}
      </p>
      <p className="flex flex-wrap gap-x-5 gap-y-1">
        <a href={paths.dashboard} className="underline underline-offset-4">
          Retour au tableau de bord
        </a>
        <a href={paths.endPreview(address)} className="underline underline-offset-4">
          Quitter l&apos;aperçu
        </a>
      </p>
    </div>
  );
}
