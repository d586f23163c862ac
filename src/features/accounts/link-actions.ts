import "server-only";
import { paths } from "@/config/paths";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { linkAction, type LinkOutcome, type LinkPost } from "@/server/link-action";
import { confirmContactAddress } from "./contact-address-change";

/** 'Confirmer cette adresse', by the link's token: the page then says it is done, or why not. */
export async function confirmContactAddressByLink({ token }: LinkPost): Promise<LinkOutcome> {
  const address = paths.contactAddressConfirmation(token);
  return linkAction(
    "contact-address",
    { log: "Confirmation d'une adresse de contact impossible", address: `${address}&erreur` },
    async () => {
      if (await confirmContactAddress(await getDb(), token)) await revalidate([cacheTags.users]);
      return address;
    },
  );
}
