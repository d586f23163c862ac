import { paths } from "@/config/paths";
import { MissingItem } from "@/features/not-found/components/missing-item";

export default function FormationNotFound() {
  return (
    <MissingItem
      icon="search-x"
      title="Formation introuvable"
      text="La formation que vous recherchez n'existe pas ou plus."
      link={{ href: paths.formations, label: "Voir nos formations" }}
    />
  );
}
