import { useState } from "react";

/** One React island, as every public page has one (the header's menu). */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}
