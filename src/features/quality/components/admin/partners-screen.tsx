import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminCard, AdminPageHeader, CardActions, CardGrid } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { paths } from "@/config/paths";
import type { listPartners } from "../../admin-queries";
import { deletePartner } from "../../partner-actions";
import { PartnerDialog } from "./partner-dialog";

/** 'Partenaires handicap': the bodies the provider works with (Qualiopi indicator 26). */
export function PartnersScreen({
  partners,
}: {
  partners: Awaited<ReturnType<typeof listPartners>>;
}) {
  return (
    <>
      <Link
        href={paths.qualiopiAdmin}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Retour à Qualiopi
      </Link>
      <AdminPageHeader
        title="Partenaires handicap"
        description="Les organismes avec qui vous adaptez l'accueil et la formation des personnes en situation de handicap (indicateur Qualiopi 26)"
        action={<PartnerDialog />}
      />
      {partners.length === 0 ? (
        <p className="mt-8 rounded-3xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink/70">
          Aucun partenaire pour le moment : ajoutez l&apos;Agefiph, Cap emploi ou la MDPH de votre
          département.
        </p>
      ) : (
        <CardGrid label="Partenaires handicap">
          {partners.map((partner) => (
            <AdminCard key={partner.id}>
              <h2 className="font-display text-lg font-bold">{partner.name}</h2>
              {partner.role ? <p className="mt-2 text-sm text-ink/80">{partner.role}</p> : null}
              {partner.contact ? <p className="mt-2 text-sm">{partner.contact}</p> : null}
              {partner.website ? (
                <a
                  href={partner.website}
                  className="mt-2 break-all text-sm font-semibold text-brand-blue-ink underline underline-offset-4"
                >
                  {partner.website}
                </a>
              ) : null}
              <CardActions>
                <PartnerDialog target={{ id: partner.id, name: partner.name }} />
                <DeleteButton
                  itemName={partner.name}
                  question={`${partner.name} ne figurera plus parmi vos partenaires.`}
                  action={deletePartner.bind(null, partner.id)}
                  messages={{
                    success: "Partenaire supprimé",
                    failure: "Impossible de supprimer le partenaire",
                  }}
                />
              </CardActions>
            </AdminCard>
          ))}
        </CardGrid>
      )}
    </>
  );
}
