// Inline styles only: this page replaces the root layout, so the site's stylesheet may be what failed.
export const globalErrorStyles = {
  body: { margin: 0, fontFamily: "system-ui, sans-serif", color: "#111827", background: "#fff" },
  main: { maxWidth: "36rem", margin: "0 auto", padding: "4rem 1.5rem", textAlign: "center" },
  title: { fontSize: "2rem", lineHeight: 1.2, margin: "0 0 1rem" },
  text: { fontSize: "1.125rem", lineHeight: 1.5, margin: "0 0 1rem" },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.75rem",
    justifyContent: "center",
    marginTop: "2rem",
  },
  button: {
    font: "inherit",
    fontWeight: 600,
    padding: "0.75rem 1.5rem",
    borderRadius: "9999px",
    border: "2px solid #111827",
    background: "#111827",
    color: "#fff",
    cursor: "pointer",
  },
  link: {
    font: "inherit",
    fontWeight: 600,
    padding: "0.75rem 1.5rem",
    borderRadius: "9999px",
    border: "2px solid #111827",
    color: "#111827",
    textDecoration: "none",
  },
} satisfies Record<string, React.CSSProperties>;
