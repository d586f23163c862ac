"use client";

import { Maximize, Minimize } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";

/** How often the screen fetches the QR code again: its code changes every minute. */
const REFRESH_MS = 15_000;

/**
 * The QR code trainees scan in the room, fetched again every few seconds so that the one on
 * screen is always this minute's.
 */
export function RoomQrCode({ src }: { src: string }) {
  const [tick, setTick] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), REFRESH_MS);
    const follow = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", follow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("fullscreenchange", follow);
    };
  }, []);
  return (
    // Full screen, for a projector: the code alone, as large as the screen's height allows.
    <div
      ref={frame}
      className="text-center [&:fullscreen]:grid [&:fullscreen]:place-items-center [&:fullscreen]:bg-white"
    >
      {/* An SVG drawn by the server for this minute: next/image has nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={tick === 0 ? src : `${src}?t=${tick}`}
        alt="QR code d'émargement : scannez-le avec le téléphone qui a ouvert votre lien"
        width={280}
        height={280}
        className="mx-auto size-72 max-w-full rounded-2xl bg-white p-2 [:fullscreen_&]:size-[min(90vh,90vw)]"
        data-testid="room-qr"
      />
      <button
        type="button"
        className={buttonClassName({ variant: "outline", size: "sm", className: "mt-3" })}
        onClick={() =>
          full ? void document.exitFullscreen() : void frame.current?.requestFullscreen()
        }
      >
        {full ? (
          <>
            <Minimize aria-hidden className="size-4" /> Quitter le plein écran
          </>
        ) : (
          <>
            <Maximize aria-hidden className="size-4" /> Plein écran
          </>
        )}
      </button>
    </div>
  );
}
