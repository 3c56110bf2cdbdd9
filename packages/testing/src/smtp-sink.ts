import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '@app/db/free-port';

export interface ReceivedMail {
  /** The envelope's recipients, as the client gave them in RCPT TO. */
  recipients: string[];
  /** The message exactly as it arrived. */
  raw: string;
  /** Header names lower-cased, folded lines joined; a repeated header keeps its last value. */
  headers: Map<string, string>;
  /** Every header name in order, lower-cased: an injected header shows up here. */
  headerNames: string[];
  messageId: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://user:password@127.0.0.1:port`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves with the first mail, received already or later, that `matches`. */
  waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export const smtpSinkCredentials = { user: 'alerts', password: 'p@ss word/secret' };

function parseHeaders(raw: string): { headers: Map<string, string>; headerNames: string[] } {
  const headerBlock = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  const headerNames: string[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headerNames.push(name);
    headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, headerNames };
}

/**
 * A real SMTP server in the test process that keeps every mail it accepts. With `refuseLogin`
 * it answers every login with 535, as a server given the wrong password does.
 */
export async function startSmtpSink(
  options: { port?: number; refuseLogin?: boolean } = {},
): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (
        options.refuseLogin !== true &&
        auth.username === smtpSinkCredentials.user &&
        auth.password === smtpSinkCredentials.password
      ) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, headerNames } = parseHeaders(raw);
        received.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers,
          headerNames,
          messageId: headers.get('message-id') ?? '',
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const { user, password } = smtpSinkCredentials;
  return {
    port,
    url: `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    received,
    waitForMails: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    waitForMail: (matches, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        let checked = 0;
        const check = () => {
          for (; checked < received.length; checked += 1) {
            const mail = received[checked];
            if (mail === undefined || !matches(mail)) continue;
            clearTimeout(timer);
            waiters.delete(check);
            resolve(mail);
            return;
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export interface SilentSmtpServer {
  port: number;
  url: string;
  /** Resolves once `count` connections have been opened to it. */
  waitForConnections(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Accepts connections and never says a word: a hung mail server. */
export async function startSilentSmtpServer(): Promise<SilentSmtpServer> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const waiters = new Set<() => void>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    for (const wake of waiters) wake();
  });
  const port = await freePort();
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      resolve();
    }),
  );
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    waitForConnections: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (connections < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${connections} of ${count} connections in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
