/** Every route of the product, so that links are never hand-typed strings. */
export const paths = {
  home: "/",
  formations: "/formations",
  localFormations: "/formations/locaux",
  abroadFormations: "/formations/etranger",
  /** A page of the abroad list after the first, which the abroad page itself shows. */
  abroadFormationsPage: (page: number) =>
    page === 1 ? "/formations/etranger" : `/formations/etranger/page/${page}`,
  eventFormations: "/formations/evenements",
  /** Results of a search over every formation, event and destination (`?q=`). */
  formationSearch: "/formations/recherche",
  /** The formations of one event, on the page of every event's formations. */
  formationsOfEvent: (id: number) => `/formations/evenements#evenement-${id}`,
  formation: (slug: string) => `/formation/${encodeURIComponent(slug)}`,
  /** An administrator's preview of a formation's or an article's page, draft or not. */
  preview: (address: string) => `/api/apercu?adresse=${encodeURIComponent(address)}`,
  endPreview: (address: string) => `/api/apercu/fin?adresse=${encodeURIComponent(address)}`,
  /** A published session's registration form. */
  registration: (sessionId: number) => `/inscription/${sessionId}`,
  /** A registrant's confirmation of their registration, by the personal token of its mail. */
  registrationConfirmation: (token: string) =>
    `/inscription/confirmer/${encodeURIComponent(token)}`,
  /** Where a company's signatory reads and accepts a convention, by the token of their mail. */
  signatoryPage: (token: string) => `/convention/${encodeURIComponent(token)}`,
  signatoryAgreement: (token: string) => `/convention/${encodeURIComponent(token)}/document.pdf`,
  /** A trainee's own page, 'Mon inscription', by the personal token of a mail. */
  traineePage: (token: string) => `/mon-inscription/${encodeURIComponent(token)}`,
  /** The same registration as calendar entries ('Ajouter à mon agenda'). */
  traineeCalendar: (token: string) => `/mon-inscription/${encodeURIComponent(token)}/agenda.ics`,
  /** Its convention or contract as a PDF: as accepted once it is, else as issued. */
  traineeAgreement: (token: string) => `/mon-inscription/${encodeURIComponent(token)}/document.pdf`,
  /**
   * Whose button makes this device sign for the link's trainee (under the signing page's path,
   * so that it sees whom the device signs for already).
   */
  traineeSigning: (token: string) => `/emargement/stagiaire/${encodeURIComponent(token)}`,
  /** A trainee's certificate as a PDF: 'realisation' or 'attestation'. */
  traineeCertificate: (token: string, kind: string) =>
    `/mon-inscription/${encodeURIComponent(token)}/certificats/${kind}.pdf`,
  /** Where a trainee signs a half-day: by their device's link, with the room's QR code (`?code=`). */
  signing: "/emargement",
  roomSigning: (code: string) => `/emargement?code=${encodeURIComponent(code)}`,
  /** The trainer's own page to countersign a session, by the personal token staff gave them. */
  trainerSigning: (token: string) => `/emargement/formateur/${encodeURIComponent(token)}`,
  trainerQrCode: (token: string) => `/emargement/formateur/${encodeURIComponent(token)}/qr.svg`,
  /** A trainee's satisfaction survey, by the personal token of its mail. */
  survey: (token: string) => `/avis/${encodeURIComponent(token)}`,
  formationProgrammePdf: (slug: string) => `/formation/${encodeURIComponent(slug)}/programme.pdf`,
  about: "/about",
  team: "/about#Team",
  contact: "/contact",
  /** The public complaint form (Qualiopi indicator 31); `?session=` names the session it is about. */
  complaint: "/reclamation",
  complaintAbout: (sessionId: number) => `/reclamation?session=${sessionId}`,
  quote: (formation?: string) =>
    formation ? `/devis?formation=${encodeURIComponent(formation)}` : "/devis",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogArticlesApi: "/api/blog/articles",
  blogFeed: "/blog/rss.xml",
  calendarFeed: "/calendar.ics",
  calendarMonthApi: (month: string) => `/api/calendar/${month}`,
  sitemap: "/sitemap.xml",
  sitemapFile: (index: number) => `/sitemaps/${index}.xml`,
  calendar: "/calendar",
  qualiopi: "/certification-qualiopi",
  privacy: "/politique-confidentialite",
  accessibility: "/politique-accessibilite",
  legalNotice: "/mentions-legales",
  termsOfUse: "/cgu",
  termsOfSale: "/cgv",
  /** The rules of conduct every trainee receives (Code du travail, L6352-3). */
  rules: "/reglement-interieur",
  login: "/login",
  onboarding: "/onboarding",
  resetPassword: "/reinitialiser-mot-de-passe",
  /** A member's new contact address, confirmed by the personal token of its mail. */
  contactAddressConfirmation: (token: string) =>
    `/confirmer-adresse?token=${encodeURIComponent(token)}`,
  dashboard: "/dashboard",
  userSpace: "/dashboard/user",
  profile: "/dashboard/profile",
  users: "/dashboard/users",
  blogAdmin: "/dashboard/blog",
  locationsAdmin: "/dashboard/locations",
  eventsAdmin: "/dashboard/events",
  formationsAdmin: "/dashboard/formations",
  sessionsAdmin: "/dashboard/sessions",
  sessionAdmin: (id: number) => `/dashboard/sessions/${id}`,
  sessionRegistrationsCsv: (id: number) => `/dashboard/sessions/${id}/inscriptions.csv`,
  attendanceSheet: (id: number) => `/dashboard/sessions/${id}/emargement.pdf`,
  blankAttendanceSheet: (id: number) => `/dashboard/sessions/${id}/emargement.pdf?vierge`,
  /** The records behind the signed sheet, whose SHA-256 its evidence page prints. */
  attendanceRecord: (id: number) => `/dashboard/sessions/${id}/emargement.json`,
  /** The paper sheet signed in the room and scanned, when staff sent one. */
  providerStamp: "/api/cachet",
  attendanceScan: (id: number) => `/api/sessions/${id}/feuille-signee`,
  attendanceStatement: (id: number, registration: number, slot: { day: string; half: string }) =>
    `/api/sessions/${id}/feuille-signee?inscription=${registration}&jour=${slot.day}&demi=${slot.half}`,
  /** The QR code trainees scan in the room to sign, renewed every minute. */
  sessionQrCode: (id: number) => `/dashboard/sessions/${id}/qr.svg`,
  /** A trainee's certificate ('realisation' or 'attestation'), and the session's in one ZIP. */
  registrationCertificate: (sessionId: number, registrationId: number, kind: string) =>
    `/dashboard/sessions/${sessionId}/certificats/${registrationId}/${kind}.pdf`,
  sessionCertificates: (id: number) => `/dashboard/sessions/${id}/certificats.zip`,
  /** A registration's convention or contract, as accepted once it is. */
  registrationAgreement: (sessionId: number, registrationId: number) =>
    `/dashboard/sessions/${sessionId}/documents/${registrationId}`,
  requests: "/dashboard/demandes",
  request: (id: number) => `/dashboard/demandes/${id}`,
  requesterExport: (id: number) => `/dashboard/demandes/${id}/donnees.json`,
  requestsCsv: "/dashboard/demandes/export.csv",
  /** The trainees' survey answers and their follow-up (admins). */
  surveyAnswers: "/dashboard/avis",
  surveyAnswersCsv: "/dashboard/avis/export.csv",
  auditLog: "/dashboard/journal",
  /** The register of complaints and the improvement log (Qualiopi indicators 31 and 32). */
  complaintsAdmin: "/dashboard/reclamations",
  complaintAdmin: (id: number) => `/dashboard/reclamations/${id}`,
  improvementsAdmin: "/dashboard/ameliorations",
  /** Both, over a period (`?du=&au=`), for the audit: CSV files and one printable PDF. */
  complaintsCsv: "/dashboard/reclamations/export.csv",
  improvementsCsv: "/dashboard/ameliorations/export.csv",
  qualityRegisterPdf: "/dashboard/reclamations/registre.pdf",
  /** For each Qualiopi indicator the site helps prove, what it holds over a period (`?du=&au=`). */
  qualiopiAdmin: "/dashboard/qualiopi",
  /** The bodies the provider works with for trainees with a disability (indicator 26). */
  disabilityPartners: "/dashboard/qualiopi/partenaires",
  /** The funders and their contacts, each asked for its opinion once a year (indicator 30). */
  funders: "/dashboard/qualiopi/financeurs",
  invoicesAdmin: "/dashboard/factures",
  invoicePdf: (id: number) => `/dashboard/factures/${id}/facture.pdf`,
  salesJournal: "/dashboard/factures/journal.csv",
  facturXZip: "/dashboard/factures/factur-x.zip",
  trainersAdmin: "/dashboard/formateurs",
  bpfAdmin: "/dashboard/bpf",
  bpf: (year: number) => `/dashboard/bpf?annee=${year}`,
  bpfRows: (year: number, line: string) =>
    `/dashboard/bpf/lignes?annee=${year}&ligne=${encodeURIComponent(line)}`,
  bpfPdf: (year: number) => `/dashboard/bpf/bpf.pdf?annee=${year}`,
  bpfCsv: (year: number) => `/dashboard/bpf/bpf.csv?annee=${year}`,
  /** Every mail the site sends, previewed with sample data (admins). */
  mailTemplates: "/dashboard/emails",
  mailPreview: (template: string) => `/dashboard/emails/${encodeURIComponent(template)}`,
  worldMapBackdrop: "/carte-du-monde.svg",
  /** The abroad map's coloured countries: drawn over the grey world, and read by its links. */
  destinationMapLayer: "/formations/etranger/carte.svg",
  destinationMapCountries: "/formations/etranger/carte.json",
  iconSprite: "/icones.svg",
  // The version is a digest of the picture (server/storage.ts): a new picture, a new address.
  locationImage: (id: number, version: string) => `/locations/${id}.${version}.png`,
  userPhoto: (id: number, version: string) => `/users/${id}.${version}.png`,
  imageUpload: (folder: "users" | "locations", id: number) => `/api/images/${folder}/${id}`,
} as const;

/**
 * The spec's five legal pages: framed layout, noindex, disallowed in robots.txt. The rules of
 * conduct (`paths.rules`) share their frame and noindex but not the spec's robots.txt.
 */
export const legalPaths = [
  paths.privacy,
  paths.accessibility,
  paths.legalNotice,
  paths.termsOfUse,
  paths.termsOfSale,
] as const;
