import "server-only";
import { logger } from "./logger";

/**
 * What this process does when asked to stop (SIGTERM from a service manager or an orchestrator,
 * SIGINT from a terminal). Next.js itself stops accepting connections, lets the requests in
 * flight finish and then calls process.exit. That exit is held until the tasks registered here
 * have run, in order: the outbox worker finishes the mails it is sending, then the database
 * closes (after the last request, which may still need it).
 */
const SHUTDOWN = Symbol.for("formations-site.shutdown");
type Registry = { tasks: (() => Promise<void>)[]; stopping: boolean };
const holder = globalThis as typeof globalThis & { [SHUTDOWN]?: Registry };
const registry = (holder[SHUTDOWN] ??= { tasks: [], stopping: false });

/** The longest the tasks may delay the exit: service managers kill after about 30 s. */
const TASKS_TIMEOUT_MS = 15_000;

/** Runs `task` at shutdown, after the tasks registered before it. */
export function onShutdown(task: () => Promise<void>): void {
  registry.tasks.push(task);
}

/** True once a stop signal arrived: the health check then sends load balancers elsewhere. */
export function isShuttingDown(): boolean {
  return registry.stopping;
}

async function runTasks(): Promise<void> {
  for (const task of registry.tasks) {
    try {
      await task();
    } catch (error) {
      logger.error({ error }, "Arrêt : une tâche a échoué");
    }
  }
}

/** Installs the signal handlers, once per process. */
export function handleShutdownSignals(): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      if (registry.stopping) return;
      registry.stopping = true;
      logger.info({ signal }, "Arrêt demandé : fin des requêtes et des envois en cours");
      const exit = process.exit.bind(process);
      process.exit = ((code?: number) => {
        const timeout = new Promise<void>((resolve) =>
          setTimeout(resolve, TASKS_TIMEOUT_MS).unref(),
        );
        void Promise.race([runTasks(), timeout]).then(() => {
          logger.info({ signal }, "Serveur arrêté");
          exit(code);
        });
      }) as typeof process.exit;
    });
  }
}
