import { z } from "@/lib/zod";
import { frenchVatNumber } from "@/lib/vat-number";
import { isDay } from "@/lib/validation";

/**
 * The one place where the site's configuration is read from the environment.
 * Every value has a default so that `npm start` works with no configuration at all;
 * production deployments override them (see README and .env.example).
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

const environmentSchema = z.object({
  SITE_NAME: z.string().trim().min(1).default("Atlas Tech Formation"),
  SITE_URL: z.url().default("http://localhost:3000"),
  // The instant the server takes for now, for tests only: ignored unless SITE_URL is local.
  FIXED_NOW: z.iso.datetime({ offset: true }).optional(),
  CONTACT_EMAIL: z.email().default("contact@atlas-tech-formation.fr"),
  CONTACT_PHONE: z.string().trim().min(1).default("+33 1 84 60 42 17"),
  POSTAL_STREET: z.string().trim().min(1).default("18 rue du Faubourg Saint-Antoine"),
  POSTAL_CODE: z.string().trim().min(1).default("75012"),
  POSTAL_CITY: z.string().trim().min(1).default("Paris"),
  POSTAL_COUNTRY: z.string().trim().length(2).default("FR"),
  LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/atlas-tech-formation"),
  COMPANY_LEGAL_NAME: z.string().trim().min(1).default("Atlas Tech Formation SAS"),
  COMPANY_SIREN: z.string().trim().min(1).default("912 345 678"),
  // The establishment that invoices: its SIRET, printed on invoices and in their XML.
  COMPANY_SIRET: z.string().trim().min(1).default("912 345 678 00011"),
  // Where payments by transfer go, as invoices print it; none printed when unset.
  BANK_IBAN: z.string().trim().default("FR76 3000 6000 0112 3456 7890 189"),
  BANK_BIC: z.string().trim().default("BNPAFRPPXXX"),
  // The accounts of the sales journal: customers, sales of services, VAT collected (PCG).
  ACCOUNT_CUSTOMERS: z.string().trim().min(1).default("411000"),
  ACCOUNT_SALES: z.string().trim().min(1).default("706000"),
  ACCOUNT_VAT: z.string().trim().min(1).default("445710"),
  // The days after its due date an unpaid invoice is reminded of, by mail (comma-separated).
  INVOICE_REMINDER_DAYS: z
    .string()
    .default("7,30")
    .transform((text) =>
      [...new Set(text.split(",").map((day) => Number(day.trim())))]
        .filter((day) => Number.isInteger(day) && day > 0 && day <= 365)
        .sort((a, b) => a - b),
    ),
  COMPANY_CAPITAL: z.string().trim().min(1).default("2 000 €"),
  COMPANY_RCS_CITY: z.string().trim().min(1).default("Paris"),
  COMPANY_TRAINING_DECLARATION: z.string().trim().min(1).default("11 75 65432 75"),
  // The region whose prefect registered the training declaration (legal notice).
  COMPANY_TRAINING_DECLARATION_REGION: z.string().trim().min(1).default("Île-de-France"),
  PUBLICATION_DIRECTOR: z.string().trim().min(1).default("Camille Moreau"),
  ACCESSIBILITY_OFFICER: z.string().trim().min(1).default("Camille Moreau"),
  // Who signs the certificates de réalisation for the provider, as its legal representative;
  // the publication director when unset.
  LEGAL_REPRESENTATIVE: z.string().trim().min(1).optional(),
  // Their capacity, as frame H of the yearly BPF asks it of the head of the organisation.
  LEGAL_REPRESENTATIVE_TITLE: z.string().trim().min(1).default("Présidente"),
  // The last day of the accounting year ('MM-JJ'), whose closed years the BPF reports on.
  ACCOUNTING_YEAR_END: z
    .string()
    .trim()
    .default("12-31")
    .refine(
      // A day of a year without 29 February is a day of every year.
      (text) => /^\d\d-\d\d$/.test(text) && isDay(`2025-${text}`),
      "un jour de l'année sous la forme MM-JJ (12-31), jamais le 29 février",
    ),
  HOSTING_PROVIDER: z
    .string()
    .trim()
    .min(1)
    .default("OVH SAS, 2 rue Kellermann, 59100 Roubaix, France"),
  // The host's telephone, which the legal notice gives with its name and address (LCEN, 6-III-1).
  HOSTING_PROVIDER_PHONE: z.string().trim().min(1).default("+33 9 72 10 10 07"),
  // The intra-community VAT number; computed from COMPANY_SIREN when unset.
  COMPANY_VAT_NUMBER: z.string().trim().min(1).optional(),
  // The Qualiopi certificate (a path on this site or an address); empty when the provider holds none.
  QUALIOPI_CERTIFICATE: z.string().trim().default("/documents/certificat-qualiopi.pdf"),
  // The categories of actions the certificate covers, separated by semicolons.
  QUALIOPI_CATEGORIES: z.string().default("Actions de formation"),
  // Up to how many days before its start a trainee may cancel their registration on their page.
  TRAINEE_CANCELLATION_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  // Within how many days the provider commits to answer a complaint (Qualiopi indicator 31).
  COMPLAINT_ANSWER_DAYS: z.coerce.number().int().min(1).max(90).default(15),
  // The VAT rate on training, in percent: 0 for a provider exempt under article 261-4-4° a du CGI.
  TRAINING_VAT_RATE: z.coerce.number().min(0).max(30).default(20),
  // The consumer mediator a person paying for themself may turn to (Code de la consommation, L612-1).
  CONSUMER_MEDIATOR: z
    .string()
    .trim()
    .min(1)
    .default(
      "CM2C, Centre de la médiation de la consommation de conciliateurs de justice, 49 rue de Ponthieu, 75008 Paris",
    ),
  CONSUMER_MEDIATOR_URL: z.url().default("https://www.cm2c.net"),
  // How trainees and trainers sign the attendance: drawn with a finger ('dessinee') or by typing
  // their name ('nom'). Without JavaScript, a drawn signature gives way to the typed name.
  ATTENDANCE_SIGNATURE: z.enum(["dessinee", "nom"]).default("dessinee"),
  SMTP_URL: optionalUrl.default(""),
  MAIL_FROM: z.string().trim().min(1).optional(),
  DATABASE_URL: optionalUrl.default(""),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  SEED_DEMO_CONTENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // Signs session cookies and tokens. Required on a public production site; elsewhere (a local
  // install, the tests) a random secret is generated once and kept in the database.
  AUTH_SECRET: z.string().trim().min(32).optional(),
  // The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated).
  TRUSTED_PROXIES: z.string().default(""),
  NODE_ENV: z.string().optional(),
  // Who gets the first administrator invitation when the server starts with no admin.
  ADMIN_EMAIL: z.email().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type SiteConfig = ReturnType<typeof readSiteConfig>;

/**
 * The legal identity a real provider must replace: its defaults describe a fictitious company, and
 * publishing them would put false legal notices online.
 */
const DEMO_IDENTITY = {
  COMPANY_LEGAL_NAME: "la raison sociale",
  COMPANY_SIREN: "le numéro SIREN",
  COMPANY_SIRET: "le numéro SIRET de l'établissement qui facture",
  BANK_IBAN: "l'IBAN imprimé sur les factures",
  COMPANY_TRAINING_DECLARATION: "le numéro de déclaration d'activité",
  PUBLICATION_DIRECTOR: "le directeur de la publication",
  // Not always the publication director, whom the demo falls back to: who signs for the company.
  LEGAL_REPRESENTATIVE: "le représentant légal, signataire des conventions et des certificats",
  LEGAL_REPRESENTATIVE_TITLE:
    "la qualité du représentant légal, au cadre H du bilan pédagogique et financier",
  ACCESSIBILITY_OFFICER: "la personne référente handicap",
  HOSTING_PROVIDER: "l'hébergeur",
  HOSTING_PROVIDER_PHONE: "le téléphone de l'hébergeur",
  CONSUMER_MEDIATOR: "le médiateur de la consommation",
} as const;

/** Each identity variable left unset, or set to its demo value: "COMPANY_SIREN (le numéro SIREN)". */
function demoIdentityLeft(environment: Record<string, string | undefined>): string[] {
  return Object.entries(DEMO_IDENTITY)
    .filter(([name]) => {
      const value = environment[name]?.trim();
      return (
        !value ||
        value === environmentSchema.shape[name as keyof typeof DEMO_IDENTITY].parse(undefined)
      );
    })
    .map(([name, what]) => `${name} (${what})`);
}

export function readSiteConfig(environment: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    // Fail at start with the variable's name rather than with a wrong page later.
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Configuration invalide :\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const baseUrl = env.SITE_URL.replace(/\/+$/, "");
  const localSite = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(baseUrl).hostname);
  return {
    brandName: env.SITE_NAME,
    baseUrl,
    contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    postalAddress: {
      street: env.POSTAL_STREET,
      postalCode: env.POSTAL_CODE,
      city: env.POSTAL_CITY,
      country: env.POSTAL_COUNTRY,
    },
    linkedinUrl: env.LINKEDIN_URL,
    registrations: { cancellationDays: env.TRAINEE_CANCELLATION_DAYS },
    complaints: { answerDays: env.COMPLAINT_ANSWER_DAYS },
    /** What the conventions and contracts need beyond the company's identity. */
    agreements: {
      vatRate: env.TRAINING_VAT_RATE,
      consumerMediator: { name: env.CONSUMER_MEDIATOR, url: env.CONSUMER_MEDIATOR_URL },
    },
    attendance: {
      signature: env.ATTENDANCE_SIGNATURE === "nom" ? ("typed" as const) : ("drawn" as const),
    },
    company: {
      legalName: env.COMPANY_LEGAL_NAME,
      siren: env.COMPANY_SIREN,
      capital: env.COMPANY_CAPITAL,
      rcsCity: env.COMPANY_RCS_CITY,
      /** Numéro de déclaration d'activité of a training provider (not an approval by the State). */
      trainingDeclaration: env.COMPANY_TRAINING_DECLARATION,
      trainingDeclarationRegion: env.COMPANY_TRAINING_DECLARATION_REGION,
      publicationDirector: env.PUBLICATION_DIRECTOR,
      legalRepresentative: env.LEGAL_REPRESENTATIVE ?? env.PUBLICATION_DIRECTOR,
      legalRepresentativeTitle: env.LEGAL_REPRESENTATIVE_TITLE,
      /** 'MM-DD': the last day of each accounting year. */
      accountingYearEnd: env.ACCOUNTING_YEAR_END,
      accessibilityOfficer: env.ACCESSIBILITY_OFFICER,
      hostingProvider: env.HOSTING_PROVIDER,
      hostingProviderPhone: env.HOSTING_PROVIDER_PHONE,
      vatNumber: env.COMPANY_VAT_NUMBER ?? frenchVatNumber(env.COMPANY_SIREN),
      siret: env.COMPANY_SIRET.replace(/\s/g, ""),
      /** The demo's fictitious company, whose demo invoices are no one's (billing/demo.ts). */
      fictitious: env.COMPANY_SIRET === environmentSchema.shape.COMPANY_SIRET.parse(undefined),
    },
    billing: {
      reminderDays: env.INVOICE_REMINDER_DAYS,
      accounts: {
        customers: env.ACCOUNT_CUSTOMERS,
        sales: env.ACCOUNT_SALES,
        vat: env.ACCOUNT_VAT,
      },
    },
    bank: {
      iban: env.BANK_IBAN.replace(/\s/g, "") || null,
      bic: env.BANK_BIC.replace(/\s/g, "") || null,
    },
    qualiopi: env.QUALIOPI_CERTIFICATE
      ? {
          certificate: env.QUALIOPI_CERTIFICATE,
          categories: env.QUALIOPI_CATEGORIES.split(";")
            .map((entry) => entry.trim())
            .filter(Boolean),
        }
      : null,
    /** The legal identity values still at their demo defaults on a site served from a public address. */
    demoIdentity: localSite ? [] : demoIdentityLeft(environment),
    /** A fixed 'now' (server/clock.ts): the tests' calendar day. A public site keeps the real one. */
    fixedNow: localSite ? env.FIXED_NOW : undefined,
    currency: "EUR" as const,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.SITE_NAME} <${env.CONTACT_EMAIL}>`,
    },
    database: {
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      seedDemoContent: env.SEED_DEMO_CONTENT,
    },
    auth: {
      secret: env.AUTH_SECRET,
      /**
       * A secret kept in the database would let anyone who reads the database or a backup forge
       * an administrator's session: a production site on a public address must set AUTH_SECRET.
       */
      secretRequired: env.NODE_ENV === "production" && !localSite,
      // Without SMTP (a local install) mails are printed to the console, so a local address works.
      firstAdminEmail:
        env.ADMIN_EMAIL ?? (env.SMTP_URL ? undefined : "admin@localhost.localdomain"),
      /** Cookies are Secure whenever the site is served over HTTPS. */
      secureCookies: env.SITE_URL.startsWith("https://"),
    },
    port: env.PORT,
    trustedProxies: env.TRUSTED_PROXIES.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

export const siteConfig: SiteConfig = readSiteConfig();

/** The French warning for a public site still showing the demo company's legal identity. */
export function demoIdentityWarning(config: SiteConfig): string | null {
  if (config.demoIdentity.length === 0) return null;
  return `Les mentions légales sont encore celles de la démonstration. Renseignez : ${config.demoIdentity.join(", ")}.`;
}
