/** The title block at the top of a public page, drawn by the stylesheet (.page-intro). */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="page-intro">
      {eyebrow ? <p>{eyebrow}</p> : null}
      <h1>{title}</h1>
      {children ? <div>{children}</div> : null}
    </header>
  );
}
