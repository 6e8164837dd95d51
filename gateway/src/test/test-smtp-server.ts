import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO: where the message really went, whatever its headers say. */
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. It can be stopped and started
 * again on the same port, as a mail server that goes down and comes back.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        simpleParser(stream).then(
          (mail) => {
            this.received.push({ envelopeTo, mail });
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages received so far, once there are at least `count` of them. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }

  /** Messages whose subject contains `text`. */
  about(text: string): ReceivedMail[] {
    return this.received.filter(({ mail }) => mail.subject?.includes(text));
  }
}
