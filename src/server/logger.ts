/**
 * A structured logger: one JSON line per entry on stdout/stderr, readable by any log collector.
 * Kept dependency-free so that it runs in the server, the scripts and the tests alike.
 */
type Level = "debug" | "info" | "warn" | "error";
type Context = Record<string, unknown>;

function serialise(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  // A failed query's message repeats its parameters, what people typed (a complaint, their
  // needs, a disability): its SQL and its cause only.
  if ("query" in value && "params" in value)
    return { name: value.name, query: value.query, cause: serialise(value.cause) };
  // A wrapping error (a download cut short: 'failed to pipe response') says what failed in its cause.
  return {
    name: value.name,
    message: value.message,
    stack: value.stack,
    ...(value.cause === undefined ? {} : { cause: serialise(value.cause) }),
  };
}

function write(level: Level, context: Context, message: string) {
  if (level === "debug" && !process.env.DEBUG) return;
  const entry = Object.fromEntries(
    Object.entries({ time: new Date().toISOString(), level, msg: message, ...context }).map(
      ([key, value]) => [key, serialise(value)],
    ),
  );
  (level === "error" || level === "warn" ? console.error : console.log)(JSON.stringify(entry));
}

export const logger = {
  debug: (context: Context, message: string) => write("debug", context, message),
  info: (context: Context, message: string) => write("info", context, message),
  warn: (context: Context, message: string) => write("warn", context, message),
  error: (context: Context, message: string) => write("error", context, message),
};
