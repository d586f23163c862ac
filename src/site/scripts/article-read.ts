// An article's page marks it read once loaded (its element names it: data-read-article).
import { markArticleRead } from "@/features/blog/components/public/read-marks";

const slug = document.querySelector<HTMLElement>("[data-read-article]")?.dataset.readArticle;
if (slug) markArticleRead(slug);
