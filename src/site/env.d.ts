// What `astro sync` writes into .astro/ (not kept in git), for `tsc`: the actions' own types.
/// <reference types="astro/client" />

declare module "astro:actions" {
  export const actions: (typeof import("./actions/index"))["server"];
}
