// A real SMTP server on a free local port that keeps what it receives, parsed as a mail client
// would (mailparser): for tests of what actually leaves through SMTP_URL, attachments included.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Each message as its bytes arrived (for DKIM), in the same order as `received`. */
  raw: Buffer[];
  close(): Promise<void>;
}

/** On a free port, or on `port` (a server started again where an earlier one listened). */
export async function smtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err: Error) => done(err));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        simpleParser(bytes).then(
          (mail) => {
            received.push(mail);
            raw.push(bytes);
            done();
          },
          (err: Error) => done(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
