"use client";

import { ActionButton } from "@/components/ui/action-button";
import { invoiceSessionAction } from "../../actions";

/** « Facturer la session »: asked first, since an issued invoice is never changed. */
export function InvoiceSessionButton({ sessionId }: { sessionId: number }) {
  return (
    <ActionButton
      action={() => invoiceSessionAction({ sessionId })}
      messages={{ success: "Factures émises", failure: "Impossible de facturer la session" }}
      style={{ variant: "primary", size: "sm" }}
      confirm={{
        title: "Facturer la session ?",
        question:
          "Une facture par payeur : les heures certifiées pour un financeur, dans la limite de son accord, et le reste à l'entreprise. Une facture émise ne se modifie plus : elle se corrige par un avoir.",
        yes: "Émettre les factures",
        no: "Annuler",
      }}
    >
      Facturer la session
    </ActionButton>
  );
}
