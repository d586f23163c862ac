import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** Messages whose content is being received right now. */
  readonly inFlight: number;
  /** Stops listening (the address keeps refusing connections until `start`). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on a local port that keeps what it receives, parsed. With `delayMs`, each
 * message is acknowledged that long after its content arrived: a slow server, for the tests
 * that stop a sender in the middle of a delivery.
 */
export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let inFlight = 0;
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A stopped server drops the connections senders keep open (nodemailer's pool) at once,
      // as a server that goes down does, rather than waiting 30 s for them to close.
      closeTimeout: 100,
      onData(stream, _session, callback) {
        inFlight += 1;
        simpleParser(stream)
          .then(async (mail) => {
            await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
            received.push(mail);
            callback();
          })
          .catch(callback)
          .finally(() => {
            inFlight -= 1;
          });
      },
    });

  const listen = () =>
    new Promise<void>((resolve) => {
      server = create();
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    get inFlight() {
      return inFlight;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
