// The bar's menu and its hiding on scroll, on every page of Astro's layout.
import { attachSiteHeader } from "@/components/layout/site-header-behaviour";

const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) attachSiteHeader(header);
