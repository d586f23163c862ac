"use client";

import { useEffect, useRef, useState } from "react";

const STEPS = 60;
const STEP_MS = 33;

/** Ease-out cubic: fast at first, slowing down towards the final number. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * A number that counts up from zero in 60 steps of about 33 ms once it scrolls into view. The
 * server renders the final number (crawlers and visitors without JavaScript see it), and so does
 * the browser when the visitor prefers reduced motion.
 */
export function CountUp({ value, suffix = "" }: { value: number; suffix?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      let step = 0;
      setShown(0);
      timer = setInterval(() => {
        step += 1;
        setShown(Math.round(value * easeOut(step / STEPS)));
        if (step >= STEPS) clearInterval(timer);
      }, STEP_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value]);

  return (
    <span ref={ref} className="tabular-nums" data-value={value}>
      {shown}
      {suffix}
    </span>
  );
}
