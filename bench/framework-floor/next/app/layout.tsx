import type { ReactNode } from "react";

export const metadata = {
  title: "Plancher",
  description: "La plus petite page Next.js qui ressemble à une des nôtres.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui", margin: 0 }}>{children}</body>
    </html>
  );
}
