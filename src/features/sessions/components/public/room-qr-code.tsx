"use client";

import { useEffect, useState } from "react";

/** How often the screen fetches the QR code again: its code changes every minute. */
const REFRESH_MS = 15_000;

/**
 * The QR code trainees scan in the room, fetched again every few seconds so that the one on
 * screen is always this minute's.
 */
export function RoomQrCode({ src }: { src: string }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    // An SVG drawn by the server for this minute: next/image has nothing to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={tick === 0 ? src : `${src}?t=${tick}`}
      alt="QR code d'émargement : scannez-le avec le téléphone qui a ouvert votre lien"
      width={280}
      height={280}
      className="mx-auto size-72 max-w-full rounded-2xl bg-white p-2"
      data-testid="room-qr"
    />
  );
}
