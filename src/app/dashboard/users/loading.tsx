import { CardSkeletons } from "@/components/ui/admin-list";

export default function Loading() {
  return <CardSkeletons title="Gestion des utilisateurs" />;
}
