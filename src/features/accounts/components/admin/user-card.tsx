import { Mail, Phone } from "lucide-react";
import Image from "next/image";
import { AdminCard, Badge, CardActions } from "@/components/ui/admin-list";
import { ImageUploadButton } from "@/components/ui/image-upload-button";
import { paths } from "@/config/paths";
import { DeleteButton } from "@/components/ui/delete-button";
import { deleteUser } from "../../actions";
import { AccountMailButton } from "./account-mail-buttons";
import { EditUserDialog } from "./edit-user-dialog";
import { initials } from "../../initials";
import type { UserRow } from "../../admin-queries";

/** A member's card; `self` hides the delete button on the admin's own card. */
export function UserCard({ user, self }: { user: UserRow; self: boolean }) {
  const fullName = `${user.name} ${user.last_name}`;
  return (
    <AdminCard>
      <div className="flex items-center gap-3">
        <span className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-blue-soft font-bold text-brand-blue-ink">
          <span aria-hidden>{initials(user.name, user.last_name)}</span>
          {user.image ? (
            <Image
              src={paths.userPhoto(user.id, user.image)}
              alt=""
              width={56}
              height={56}
              unoptimized
              className="absolute inset-0 size-full object-cover"
            />
          ) : null}
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold">{fullName}</h2>
          {user.titre ? <p className="text-sm text-ink/70">{user.titre}</p> : null}
        </div>
      </div>
      <p className="mt-3 flex flex-wrap gap-1.5">
        {user.admin ? <Badge tone="ink">Admin</Badge> : null}
        {user.roles ? <Badge tone="blue">{user.roles.join(", ")}</Badge> : null}
        {user.staff ? null : <Badge tone="yellow">Sans invitation</Badge>}
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm">
        <Mail aria-hidden className="size-4 shrink-0" />{" "}
        <span className="truncate">{user.email}</span>
      </p>
      {user.phone ? (
        <p className="mt-1 flex items-center gap-2 text-sm">
          <Phone aria-hidden className="size-4 shrink-0" /> {user.phone}
        </p>
      ) : null}
      {user.invited_by_name ? (
        <p className="mt-2 text-xs text-ink/70">Invité par {user.invited_by_name}</p>
      ) : null}
      <CardActions>
        <ImageUploadButton
          url={paths.imageUpload("users", user.id)}
          label={`Changer la photo de ${fullName}`}
          success="Photo mise à jour"
          shape="square"
          removal={
            user.image
              ? {
                  label: `Retirer la photo de ${fullName}`,
                  question: `La photo de ${fullName} ne sera plus affichée : ses initiales la remplacent.`,
                  success: "Photo retirée",
                }
              : undefined
          }
        />
        <EditUserDialog target={{ id: user.id, name: fullName }} />
        <AccountMailButton
          kind="reset"
          profileId={user.id}
          name={fullName}
          hasAccount={Boolean(user.user_id)}
        />
        <AccountMailButton
          kind="magic"
          profileId={user.id}
          name={fullName}
          hasAccount={Boolean(user.user_id)}
        />
        {self ? null : (
          <DeleteButton
            itemName={fullName}
            question={`Supprimer ${fullName} ? Son compte et ses sessions sont supprimés : la personne est déconnectée partout.`}
            action={deleteUser.bind(null, user.id)}
            messages={{
              success: "Utilisateur supprimé avec succès",
              failure: "Impossible de supprimer l'utilisateur",
            }}
          />
        )}
      </CardActions>
    </AdminCard>
  );
}
