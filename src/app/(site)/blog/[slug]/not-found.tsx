import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

export default function BlogPostNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon name="file-question-mark" className="size-14 text-brand-pink-ink" />
      <h1 className="mt-6 font-display text-4xl font-bold">Article non trouvé</h1>
      <p className="mt-4 text-lg text-ink/75">L&apos;article que vous cherchez n&apos;existe pas ou n&apos;est plus disponible.</p>
      <Link href={paths.blog} className={buttonClassName({ className: "mt-8" })}>
        Retour au blog
      </Link>
    </div>
  );
}
