// `import "server-only"` marks a module Next.js must never send to the browser; Astro keeps
// server modules on the server by itself.
export {};
