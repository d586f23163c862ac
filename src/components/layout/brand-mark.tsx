/** The logo: a stylised globe in the brand colours. Decorative next to the brand name. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <circle cx="20" cy="20" r="19" fill="#111827" />
      <path d="M20 1a19 19 0 0 1 0 38" fill="#22c55e" />
      <ellipse cx="20" cy="20" rx="8" ry="19" fill="none" stroke="#facc15" strokeWidth="2.5" />
      <path d="M2 20h36" stroke="#ec4899" strokeWidth="2.5" />
      <circle cx="29" cy="11" r="3.5" fill="#3b82f6" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
