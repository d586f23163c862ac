import type { Metadata } from "next";
import { cookies } from "next/headers";
import { siteConfig } from "@/config/site";
import { SigningDeviceView } from "@/features/attendance/components/public/signing-device-view";
import { SIGNING_COOKIE } from "@/features/attendance/signing";
import { readSigningDevice } from "@/features/attendance/signing-device";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { getSiteSecret } from "@/server/site-secret";

// A personal page, never indexed nor cached: its address is the trainee's token.
export const metadata: Metadata = {
  title: { absolute: `Émargement sur ce téléphone | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function SigningDevicePage({
  params,
}: PageProps<"/emargement/stagiaire/[token]">) {
  const [{ token }, jar] = await Promise.all([params, cookies()]);
  const device = await readSigningDevice(
    await getDb(),
    await getSiteSecret(),
    token,
    jar.get(SIGNING_COOKIE)?.value,
    currentTime(),
  );
  return <SigningDeviceView device={device} token={token} />;
}
