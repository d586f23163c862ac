import type { AuditAction, AuditEntity } from "@/server/audit";

const actions: Record<AuditAction, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  status: "Changement de statut",
  assign: "Attribution",
  note: "Note interne",
  spam: "Spam",
  invite: "Invitation",
  reset: "Récupération de mot de passe",
  magic: "Lien magique",
  photo: "Image",
  export: "Export des données personnelles",
  erase: "Effacement des données personnelles",
};

const entities: Record<AuditEntity, string> = {
  blog_post: "Article",
  location: "Lieu",
  event: "Événement",
  formation: "Formation",
  user: "Utilisateur",
  contact_request: "Demande",
  session: "Session",
  registration: "Inscription",
  survey_answer: "Avis",
  stakeholder_answer: "Avis d'une partie prenante",
  complaint: "Réclamation",
  improvement_action: "Action d'amélioration",
  disability_partner: "Partenaire handicap",
  funder_contact: "Financeur",
  stamp: "Cachet et signature",
  invoice: "Facture",
  trainer: "Formateur",
  bpf: "Bilan pédagogique et financier",
};

/** 'Changement de statut': what a journal line did, in French (the raw value if unknown). */
export function auditActionLabel(action: string): string {
  return actions[action as AuditAction] ?? action;
}

/** 'Modification · Formation': a journal line's kind, in French (the raw value if unknown). */
export function auditKind(action: string, entity: string): string {
  return `${auditActionLabel(action)} · ${entities[entity as AuditEntity] ?? entity}`;
}
