import { paths } from "@/config/paths";

/**
 * Under a public form, what the law asks to be said where data are collected (RGPD art. 13):
 * what for and how long (`children`), then the visitor's rights and where they are explained.
 */
export function PrivacyNotice({
  testId,
  children,
}: {
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <p className="text-xs text-ink/70" data-testid={testId}>
      {children} Vous pouvez y accéder, les faire rectifier ou effacer : voir notre{" "}
      <a href={paths.privacy} className="font-semibold underline underline-offset-2">
        politique de confidentialité
      </a>
      .
    </p>
  );
}
