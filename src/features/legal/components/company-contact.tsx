import type { SiteConfig } from "@/config/site";

/** How to reach the company: e-mail, phone and post. */
export function CompanyContact({ config }: { config: SiteConfig }) {
  const { contact, postalAddress, company } = config;
  return (
    <ul>
      <li>
        par e-mail : <a href={`mailto:${contact.email}`}>{contact.email}</a> ;
      </li>
      <li>
        par téléphone : <a href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</a> ;
      </li>
      <li>
        par courrier : {company.legalName}, {postalAddress.street}, {postalAddress.postalCode}{" "}
        {postalAddress.city}.
      </li>
    </ul>
  );
}
