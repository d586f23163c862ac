import { paths } from "@/config/paths";
import { MissingItem } from "@/features/not-found/components/missing-item";

export default function BlogPostNotFound() {
  return (
    <MissingItem
      icon="file-question-mark"
      title="Article non trouvé"
      text="L'article que vous cherchez n'existe pas ou n'est plus disponible."
      link={{ href: paths.blog, label: "Retour au blog" }}
    />
  );
}
