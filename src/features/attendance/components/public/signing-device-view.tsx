import { buttonClassName } from "@/components/ui/button";
import { LinkPage, LinkPageForm } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { actions } from "astro:actions";
import type { SigningDevice } from "@/features/attendance/signing-device";
import { SigningClosed } from "./signing-view";

/**
 * The page a trainee's signing link opens: whose line this device will sign, and the button that
 * makes it so; when the device signs for someone else already, it says whom it would replace.
 */
export function SigningDeviceView({ device, token }: { device: SigningDevice; token: string }) {
  if (device.state === "closed") return <SigningClosed testId="signing-device" />;
  const { signer, already, other } = device;
  return (
    <LinkPage testId="signing-device">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        Émargement
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{signer.session.formation}</h1>
      <p className="mt-2 text-ink/80">
        {formatDateRange(signer.session.start_date, signer.session.end_date)}
      </p>
      {already ? (
        <>
          <p className="mt-6">Ce téléphone signe déjà pour {signer.trainee}.</p>
          <a href={paths.signing} className={buttonClassName({ className: "mt-6" })}>
            Aller à l&apos;émargement
          </a>
        </>
      ) : (
        <LinkPageForm
          action={actions.keepSigningOnDevice}
          token={token}
          label={`Signer sur ce téléphone en tant que ${signer.trainee}`}
          failure={null}
          className="mt-6"
        >
          <p>
            Ce téléphone signera la feuille d&apos;émargement pour {signer.trainee}, chaque
            demi-journée, jusqu&apos;à la fin de la session. Si vous n&apos;êtes pas{" "}
            {signer.trainee}, fermez cette page.
          </p>
          {/* The trainee this device signs for now, whom pressing the button replaces. */}
          <input type="hidden" name="replaces" value={other?.registrationId ?? ""} />
          {other && (
            <p className="font-semibold" data-testid="signing-device-replaces">
              Ce téléphone signe en ce moment pour {other.trainee} : il signera pour{" "}
              {signer.trainee} à sa place.
            </p>
          )}
        </LinkPageForm>
      )}
    </LinkPage>
  );
}
