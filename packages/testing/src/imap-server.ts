import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  access,
  chmod,
  chown,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { constants } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '@app/db/free-port';

const run = promisify(execFile);

const readyTimeoutMs = 15_000;
const readyCheckIntervalMs = 50;
const stopTimeoutMs = 10_000;
const keptOutputLength = 20_000;
/** Where Debian's `dovecot-imapd` (and `dovecot-core`) put them; `.ci/run` installs it. */
const dovecotBinary = '/usr/sbin/dovecot';
const doveadmBinary = '/usr/bin/doveadm';
const systemPath = '/usr/sbin:/usr/bin:/sbin:/bin';

export const imapServerCredentials = { user: 'replies', password: 'p@ss word/secret' };

export interface ImapServer {
  port: number;
  /** `imap://user:password@127.0.0.1:port/INBOX`, for IMAP_URL. */
  url: string;
  /** The same mailbox with `password` instead of the right one. */
  urlWithPassword(password: string): string;
  /**
   * Puts a raw message into the INBOX as a delivery agent does (maildir's tmp/, then new/), so it
   * works while the server is stopped; a running server sees it at once (IDLE, inotify).
   */
  deliver(raw: string | Buffer): Promise<void>;
  /** Gives the INBOX a new UIDVALIDITY, as a restored or rebuilt mailbox has; the server must run. */
  changeUidValidity(): Promise<void>;
  /** From the next login on, the server accepts `password` (dovecot rereads its passwd-file). */
  changePassword(password: string): Promise<void>;
  /** Stops the server and its sessions at once, as an outage; the mailbox stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same mailbox; resolves once it greets. */
  start(): Promise<void>;
  /** What dovecot printed lately (it logs to stderr), for failure messages. */
  output(): string;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

interface SystemAccount {
  name: string;
  uid: number;
  gid: number;
}

async function systemAccount(name: string): Promise<SystemAccount> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const fields = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((entry) => entry[0] === name);
  if (fields === undefined)
    throw new Error(`No system account ${name}: is dovecot-imapd installed?`);
  return { name, uid: Number(fields[2]), gid: Number(fields[3]) };
}

/**
 * Who dovecot's processes run as. Dovecot refuses root for its own processes and for mail access,
 * so as root (CI, the developers' machines) they are the package's accounts and `nobody` owns the
 * mail; as anyone else all of it is that user.
 */
async function accounts(): Promise<{ internal: string; login: string; mail: SystemAccount }> {
  const me = userInfo();
  if (me.uid !== 0) {
    return {
      internal: me.username,
      login: me.username,
      mail: { name: me.username, uid: me.uid, gid: me.gid },
    };
  }
  return { internal: 'dovecot', login: 'dovenull', mail: await systemAccount('nobody') };
}

function configuration(options: {
  folder: string;
  port: number;
  internalUser: string;
  loginUser: string;
  mail: SystemAccount;
}): string {
  const { folder, port, mail } = options;
  // Everything the server writes is inside `folder`: nothing of the system's dovecot is read or
  // touched, and several of these run side by side.
  return `base_dir = ${folder}/run
state_dir = ${folder}/state
instance_name = dovecot-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = /dev/stderr
default_internal_user = ${options.internalUser}
default_login_user = ${options.loginUser}
# A refused login is answered at once rather than after 2 s: the tests refuse some on purpose.
auth_failure_delay = 0
first_valid_uid = ${Math.min(mail.uid, 500)}
mail_location = maildir:${folder}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${folder}/users
}
userdb {
  driver = static
  args = uid=${mail.uid} gid=${mail.gid} home=${folder}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Every process of the group has ended already.
  }
}

/**
 * Whether a process of the group still runs. Read from /proc rather than with signal 0, which
 * also finds the killed sessions' zombies until the init process gets round to reaping them.
 */
async function groupAlive(group: number): Promise<boolean> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
    const [state, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (processGroup === String(group) && state !== 'Z') return true;
  }
  return false;
}

/** Resolves once something on `port` sends an IMAP greeting. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    const finish = (greeted: boolean) => {
      socket.destroy();
      resolve(greeted);
    };
    socket.setTimeout(1_000, () => {
      finish(false);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\n')) finish(received.startsWith('* OK'));
    });
    socket.on('error', () => {
      finish(false);
    });
  });
}

/**
 * A throw-away dovecot (Debian's `dovecot-imapd`) on a free port of 127.0.0.1, with one user and
 * a maildir in a folder of its own, plaintext login and no TLS: the IMAP server of the tests, as
 * the embedded PostgreSQL is their database.
 */
export async function startImapServer(): Promise<ImapServer> {
  await access(dovecotBinary, constants.X_OK).catch(() => {
    throw new Error(
      `The IMAP tests need Debian's dovecot-imapd (${dovecotBinary} is missing): apt-get install dovecot-imapd. They start throw-away servers of their own; the package's system service may stay off.`,
    );
  });
  const port = await freePort();
  const folder = await mkdtemp(path.join(tmpdir(), 'imap-test-'));
  const { internal, login, mail } = await accounts();
  // The server's own accounts must reach the sockets and the mail inside.
  await chmod(folder, 0o755);
  const inbox = path.join(folder, 'mail', imapServerCredentials.user);
  for (const subfolder of ['tmp', 'new', 'cur']) {
    await mkdir(path.join(inbox, subfolder), { recursive: true });
  }
  for (const owned of [
    path.join(folder, 'mail'),
    inbox,
    ...['tmp', 'new', 'cur'].map((sub) => path.join(inbox, sub)),
  ]) {
    await chown(owned, mail.uid, mail.gid);
  }
  const usersFile = path.join(folder, 'users');
  const writeUsers = (password: string) =>
    writeFile(usersFile, `${imapServerCredentials.user}:{PLAIN}${password}::::::\n`, {
      mode: 0o644,
    });
  await writeUsers(imapServerCredentials.password);
  const configFile = path.join(folder, 'dovecot.conf');
  await writeFile(
    configFile,
    configuration({ folder, port, internalUser: internal, loginUser: login, mail }),
  );

  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    if (child !== undefined) return;
    const started = spawn(dovecotBinary, ['-F', '-c', configFile], {
      env: { PATH: systemPath },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so stopping ends the sessions' processes too.
      detached: true,
    });
    child = started;
    exited = new Promise((resolve) => {
      started.once('exit', () => {
        if (child === started) child = undefined;
        resolve();
      });
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-keptOutputLength);
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    started.on('error', (error) => {
      output += `\n${error.message}`;
    });
    const deadline = Date.now() + readyTimeoutMs;
    while (child === started && Date.now() < deadline) {
      if (await greets(port)) return;
      await delay(readyCheckIntervalMs);
    }
    await stop();
    throw new Error(`dovecot did not start on port ${port}. Its output:\n${output}`);
  };

  /**
   * Ends the master and every session at once, as a crash or a lost machine does (on SIGTERM
   * the master leaves the sessions open for another 10 s), and resolves once all have ended.
   */
  const stop = async () => {
    const group = child?.pid;
    if (group === undefined) return;
    signalGroup(group, 'SIGKILL');
    await exited;
    const deadline = Date.now() + stopTimeoutMs;
    while (await groupAlive(group)) {
      if (Date.now() > deadline)
        throw new Error(`dovecot's processes did not end. Its output:\n${output}`);
      await delay(readyCheckIntervalMs);
    }
  };

  const mailboxUrl = (password: string) =>
    `imap://${imapServerCredentials.user}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`;

  try {
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    url: mailboxUrl(imapServerCredentials.password),
    urlWithPassword: mailboxUrl,
    deliver: async (raw) => {
      const name = `${Date.now()}.${randomUUID()}.imap-test`;
      const draft = path.join(inbox, 'tmp', name);
      await writeFile(draft, raw);
      await chown(draft, mail.uid, mail.gid);
      await rename(draft, path.join(inbox, 'new', name));
    },
    changeUidValidity: async () => {
      // Seconds since the epoch, as dovecot makes them; later than the one it has, as RFC 9051 asks.
      const uidValidity = Math.floor(Date.now() / 1000) + 1;
      await run(
        doveadmBinary,
        [
          '-c',
          configFile,
          'mailbox',
          'update',
          '-u',
          imapServerCredentials.user,
          '--uid-validity',
          String(uidValidity),
          'INBOX',
        ],
        { env: { PATH: systemPath } },
      );
    },
    changePassword: writeUsers,
    stop,
    start,
    output: () => output,
    close: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A client's reply as an IMAP mailbox holds it, numbered so tests can tell replies apart. */
export function testReply(sequence: number, label = 'reply'): string {
  return [
    'From: Olivia Hart <olivia@example.com>',
    'To: replies@bamboobridgeteams.com.au',
    `Subject: Re: your enquiry (${label} ${sequence})`,
    `Message-ID: <${label}-${sequence}@example.com>`,
    'Date: Fri, 27 Nov 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Thanks, that works for us (${label} ${sequence}).`,
    '',
  ].join('\r\n');
}

export interface InboundRecorder {
  /** The stand-in for the CRM's ingestion: records the call, stores a Message-ID once. */
  ingest: (raw: Buffer, via: 'imap') => Promise<void>;
  /** The Message-ID of every call, in order: a message read twice shows up twice. */
  calls: string[];
  /** The Message-IDs stored, each once, in the order they first came. */
  stored: string[];
}

/**
 * Stands in for the ingestion the IMAP reader is given: it dedupes by Message-ID as the real one
 * does, and keeps every call so a test can tell a message read twice from one stored twice.
 */
export function createInboundRecorder(): InboundRecorder {
  const calls: string[] = [];
  const stored: string[] = [];
  return {
    calls,
    stored,
    ingest: (raw) => {
      const headers = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
      const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '';
      calls.push(messageId);
      if (!stored.includes(messageId)) stored.push(messageId);
      return Promise.resolve();
    },
  };
}
