import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it. */
export interface SinkMessage {
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (bodies readable). */
  decoded: string;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  close(): Promise<void>;
}

/** Undoes quoted-printable encoding, byte-exactly, so UTF-8 text comes out whole. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1]!, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Asked for each message received (counting from 0): an SMTP code to refuse it with (451, a
   * temporary refusal), or undefined to keep it.
   */
  refuse?: (index: number, to: string[]) => number | undefined;
}

/** Starts the sink on 127.0.0.1 (plain SMTP, no authentication required). */
export async function startSmtpSink({
  port: wanted = 0,
  refuse,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let received = 0;
  const server = new SMTPServer({
    // The mailer keeps pooled connections open; on close they are ended after this, not 30 s.
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const code = refuse?.(received++, to);
        if (code !== undefined) {
          callback(Object.assign(new Error('please try again later'), { responseCode: code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        let decoded: string | undefined;
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          // Decoded when read: most messages of a bench or a send test never are.
          get decoded() {
            return (decoded ??= decodeQuotedPrintable(raw));
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(wanted, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
