// The blog's cards show the articles this browser has read: at load, and when the window gets the
// focus back (another tab may have read one meanwhile).
import { showReadArticles } from "@/features/blog/components/public/read-marks";

const show = () => showReadArticles(document);
show();
window.addEventListener("focus", show);
