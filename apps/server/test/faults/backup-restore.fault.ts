import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { samplePdf } from '@app/domain/cv-samples';
import { databaseChecksums, testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  repositoryRoot,
  startServerProcess,
  type ServerProcess,
} from '@app/testing';
import { validCareerPayload } from '../form-payloads.ts';
import { multipartBody, multipartType } from '../multipart-form.ts';
import { createEmptyDatabase } from './support/empty-database.ts';

const admin = { email: 'ops@bamboobridgeteams.com.au', password: 'backup-restore-secret' };
const cleanups = createCleanups();
let folder: string;
let dataDir: string;
let backupDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'app-backup-fault-'));
  dataDir = path.join(folder, 'data');
  backupDir = path.join(folder, 'backups');
  cleanups.add(() => rm(folder, { recursive: true, force: true }));
  cleanups.add(() => server?.stop() ?? Promise.resolve());
});

afterAll(() => cleanups.run());

/** The server as production starts it, on the embedded PostgreSQL in `dataDir`. */
async function startEmbeddedServer(): Promise<ServerProcess> {
  server = await startServerProcess({
    environment: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The burst below comes from one address.
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  return server;
}

/** The running server's embedded database, as any client reaches it: its folder says how. */
async function embeddedUrl(): Promise<string> {
  const settings = JSON.parse(
    await readFile(path.join(dataDir, 'embedded-postgres.json'), 'utf8'),
  ) as { port: number; password: string };
  return `postgres://postgres:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/app`;
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm backup` or `pnpm restore`, as an operator runs it beside the server. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  environment: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repositoryRoot, 'apps/server/src/cli', `${command}.ts`), ...args],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', ...environment } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

async function backUp(environment: Record<string, string>): Promise<string> {
  const result = await runCommand('backup', [], { BACKUP_DIR: backupDir, ...environment });
  expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
  const [, file] = /^Wrote (\S+) \(/.exec(result.stdout) ?? [];
  if (file === undefined) throw new Error(`no file named in ${result.stdout}`);
  return file;
}

function call(path_: string, options: { body?: unknown; token?: string } = {}) {
  if (server === undefined) throw new Error('no server');
  return fetch(`${server.baseUrl}${path_}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(options.body ?? {}),
  });
}

async function logIn(): Promise<string> {
  const response = await call('/api/admin/login', {
    body: {
      username: admin.email,
      password: admin.password,
      honeypot: '',
      submitTime: Date.now() - 5_000,
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function submitContact(email: string): Promise<number> {
  const response = await call('/api/contact', {
    body: { name: 'Backup Test', email, contact: '0491 570 110', message: 'Two engineers' },
  });
  return response.status;
}

/** Every lead and application gets notes and a move, each an audit row; CVs span chunks. */
async function seed(token: string): Promise<void> {
  for (let index = 0; index < 12; index += 1) {
    expect(await submitContact(`lead${index}@example.com`)).toBe(200);
  }
  for (const [index, lastName] of ['Tran', 'Nguyen', 'Pham'].entries()) {
    const cv = Buffer.concat([samplePdf(`CV ${index}`), randomBytes(600_000)]);
    const response = await fetch(`${server?.baseUrl ?? ''}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': multipartType },
      body: new Uint8Array(
        multipartBody(
          {
            ...validCareerPayload,
            lastName,
            email: `applicant${index}@example.com`,
          },
          [{ fileName: `cv ${index}.pdf`, contentType: 'application/pdf', content: cv }],
        ),
      ),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  const trpc = async (procedure: string, input: unknown) => {
    const response = await call(`/trpc/${procedure}`, { body: input, token });
    expect(response.status, procedure).toBe(200);
  };
  for (const id of [1, 2, 3]) {
    await trpc('notes.add', { leadId: id, note: `Called lead ${id}\nfollow up\tFriday \\ soon` });
    await trpc('leads.move', { id, stage: 'contacted' });
    await trpc('applicationNotes.add', { applicationId: id, note: 'Phoned the applicant' });
  }
}

describe('backup and restore', () => {
  it('restores a backup taken while the server runs, after its data folder is lost, to identical data', async () => {
    await startEmbeddedServer();
    const token = await logIn();
    await seed(token);
    const url = await embeddedUrl();
    // The mail worker marks each waiting alert once (no SMTP here): waited for, so nothing
    // changes while the backup runs.
    for (;;) {
      const [waiting] = await query<{ count: number }>(
        url,
        'select count(*)::int as count from mail_outbox where last_error is null',
      );
      if (waiting?.count === 0) break;
      await delay(50);
    }
    const before = await databaseChecksums(url);
    expect(before.tables.leads?.rows).toBe(12);
    expect(before.tables.career_submissions?.rows).toBe(3);
    expect(before.tables.stored_file_chunks?.rows).toBeGreaterThan(3);
    expect(before.tables.audit_log?.rows).toBeGreaterThanOrEqual(10);
    expect(before.tables.mail_outbox?.rows).toBe(15);

    // While the server runs on that folder: the command joins its PostgreSQL.
    const file = await backUp({ DATA_DIR: dataDir });
    const { backup_runs: recorded, ...unchanged } = (await databaseChecksums(url)).tables;
    expect(recorded?.rows).toBe(1);
    const { backup_runs: _none, ...beforeTables } = before.tables;
    expect(unchanged).toEqual(beforeTables);

    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    const restored = await runCommand('restore', [file], { DATA_DIR: dataDir });
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });

    await startEmbeddedServer();
    expect(await databaseChecksums(await embeddedUrl())).toEqual(before);
    const leads = await fetch(`${server?.baseUrl ?? ''}/api/leads`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(leads.status).toBe(200);
    const cv = await fetch(`${server?.baseUrl ?? ''}/api/career-submissions/2/cv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cv.status).toBe(200);
    expect((await cv.arrayBuffer()).byteLength).toBe(samplePdf('CV 1').length + 600_000);
  });

  it('restores a backup taken while 100 submissions arrive to a consistent state', async () => {
    const emails = Array.from({ length: 100 }, (_, index) => `burst${index}@example.com`);
    let answered = 0;
    let backup: Promise<string> | undefined;
    const startBackup = () => {
      backup ??= backUp({ DATA_DIR: dataDir });
    };
    // Four at a time; the backup starts once ten are in, while the other ninety arrive.
    const senders = Array.from({ length: 4 }, async (_, sender) => {
      for (let index = sender; index < emails.length; index += 4) {
        expect(await submitContact(emails[index] ?? '')).toBe(200);
        answered += 1;
        if (answered === 10) startBackup();
      }
    });
    await Promise.all(senders);
    if (backup === undefined) throw new Error('the backup did not start');
    const file = await backup;

    const target = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
    cleanups.add(() => target.drop());
    const restored = await runCommand('restore', [file], { DATABASE_URL: target.url });
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });

    const [held] = await target.query<{ submissions: number; leads: number; alerts: number }>(
      `select (select count(*)::int from contact_submissions where email like 'burst%') as submissions,
              (select count(*)::int from leads where email like 'burst%') as leads,
              (select count(*)::int from mail_outbox m
                 join leads l on l.id = (m.payload->>'leadId')::int
                where m.kind = 'lead-alert' and l.email like 'burst%') as alerts`,
    );
    const orphans = await target.query<{ email: string }>(
      `select s.email from contact_submissions s
        where s.email like 'burst%'
          and not exists (select 1 from leads l where lower(l.email) = lower(s.email))
       union all
       select l.email from leads l
        where l.email like 'burst%'
          and not exists (select 1 from contact_submissions s where lower(s.email) = lower(l.email))`,
    );
    // Every stored submission has its lead (and every lead its submission and alert): each
    // submission's one transaction is in the snapshot whole or not at all.
    expect(orphans).toEqual([]);
    expect(held?.leads).toBe(held?.submissions);
    expect(held?.alerts).toBe(held?.submissions);
    expect(held?.submissions).toBeGreaterThanOrEqual(10);
    expect(held?.submissions).toBeLessThanOrEqual(100);
  });
});
