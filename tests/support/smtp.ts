import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** Stops listening (the address keeps refusing connections until `start`). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server on a local port that keeps what it receives, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
