import { AdminCard, CardActions } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import type { listPartners } from "../../admin-queries";
import { deletePartner } from "../../partner-actions";
import { PartnerDialog } from "./partner-dialog";
import { QualiopiList } from "./qualiopi-list";

/** 'Partenaires handicap': the bodies the provider works with (Qualiopi indicator 26). */
export function PartnersScreen({
  partners,
}: {
  partners: Awaited<ReturnType<typeof listPartners>>;
}) {
  return (
    <QualiopiList
      title="Partenaires handicap"
      description="Les organismes avec qui vous adaptez l'accueil et la formation des personnes en situation de handicap (indicateur Qualiopi 26)"
      add={<PartnerDialog />}
      empty={
        partners.length === 0
          ? "Aucun partenaire pour le moment : ajoutez l'Agefiph, Cap emploi ou la MDPH de votre département."
          : null
      }
    >
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
    </QualiopiList>
  );
}
