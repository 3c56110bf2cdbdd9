/**
 * `pnpm bench:backup`: `pnpm backup` and `pnpm restore` at 100,000 leads with 1,000 CVs on this
 * machine. Seeds an embedded PostgreSQL in bulk with SQL, backs it up beside the running
 * PostgreSQL (as beside a running server) and with the command starting its own, restores into a
 * new database and checks every table and sequence came back identical, timing each command and
 * sampling its memory. Also re-compresses the backup's stream at gzip's default level, to show
 * what the fastest level saves. Writes the "Backup and restore" section of docs/benchmarks.md
 * with the load averages before and after. Not part of CI (several minutes).
 */
import { spawn } from 'node:child_process';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase, startDatabase } from '@app/db';
import { databaseChecksums, quietTestLogger } from '@app/db/testing';
import { repositoryRoot, writeBenchmarkSection } from '@app/testing';
import { markdownTable } from './report.ts';
import { seedCrm } from './seed-crm.ts';

const sectionHeading = '## Backup and restore at 100,000 leads';
const leads = 100_000;
const cvs = 1_000;
/** A CV's bytes come in 64-byte SHA-512 blocks: random to gzip, as real PDFs and Word files are. */
const blockBytes = 64;
/** The file store's chunk: 256 KiB. */
const blocksPerChunk = 4_096;

interface CommandRun {
  seconds: number;
  peakRssMb: number;
  stdout: string;
}

function residentKilobytes(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    // The process has just ended.
    return undefined;
  }
}

/** Runs `pnpm backup` or `pnpm restore` as a process of its own, sampling its memory every 20 ms. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  environment: Record<string, string>,
): Promise<CommandRun> {
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'apps/server/src/cli', `${command}.ts`), ...args],
    { env: { PATH: process.env.PATH ?? '', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let peakKb = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peakKb = Math.max(peakKb, residentKilobytes(child.pid) ?? 0);
  }, 20);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`pnpm ${command} failed (${String(code)}): ${stderr}`));
        return;
      }
      resolve({
        seconds: (performance.now() - startedAt) / 1000,
        peakRssMb: peakKb / 1024,
        stdout: stdout.trim(),
      });
    });
  });
}

/** `count` CVs of 50 to 400 KB in the file store, each attached to an application. */
async function seedCvs(client: pg.Client, count: number): Promise<void> {
  await client.query('truncate stored_files cascade');
  const files = `select i, md5('cv' || i)::uuid as key, 800 + (i * 37 % 5600) as blocks
                   from generate_series(1, $1::int) as i`;
  await client.query(
    `insert into stored_files (key, byte_size) select key, blocks * ${blockBytes} from (${files}) f`,
    [count],
  );
  await client.query(
    `insert into stored_file_chunks (file_key, seq, data)
     select f.key, seq,
            (select string_agg(sha512(int8send(f.i::bigint * 1000000 + b)), ''::bytea order by b)
               from generate_series(seq * ${blocksPerChunk} + 1,
                                    least(f.blocks, (seq + 1) * ${blocksPerChunk})) as b)
       from (${files}) f, generate_series(0, (f.blocks - 1) / ${blocksPerChunk}) as seq`,
    [count],
  );
  await client.query(
    `update career_submissions a
        set cv_key = f.key, cv_file_name = 'cv-' || a.id || '.pdf',
            cv_content_type = 'application/pdf', cv_byte_size = f.byte_size
       from stored_files f where f.key = md5('cv' || a.id)::uuid`,
  );
  await client.query('vacuum analyze stored_files, stored_file_chunks, career_submissions');
}

/** gzip at `level` over the backup's decompressed stream: seconds and compressed bytes. */
async function recompress(file: string, level: number): Promise<{ seconds: number; mb: number }> {
  let bytes = 0;
  const startedAt = performance.now();
  await pipeline(
    createReadStream(file),
    createGunzip(),
    createGzip({ level }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return { seconds: (performance.now() - startedAt) / 1000, mb: bytes / 2 ** 20 };
}

async function databaseMb(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(
    'select pg_database_size(current_database())::text as bytes',
  );
  return Number(rows[0]?.bytes ?? 0) / 2 ** 20;
}

/** The file `pnpm backup` says it wrote, and its size. */
async function writtenFile(stdout: string): Promise<{ file: string; mb: number }> {
  const file = /^Wrote (\S+) \(/.exec(stdout)?.[1];
  if (file === undefined) throw new Error(`No file in "${stdout}"`);
  return { file, mb: (await stat(file)).size / 2 ** 20 };
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const oneDecimal = (value: number) => value.toFixed(1);
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
  const dataDir = path.join(folder, 'data');
  const backupDir = path.join(folder, 'backups');
  const postgres = await startDatabase({ dataDir, logger: quietTestLogger });
  const client = new pg.Client({ connectionString: postgres.url });
  try {
    await (await openDatabase({ clientUrl: postgres.url, logger: quietTestLogger })).close();
    await client.connect();
    // The same commands on the empty database: the memory a command needs whatever the size.
    const emptyBackup = await runCommand('backup', [], {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    await client.query('create database restored_empty');
    const emptyRestore = await runCommand(
      'restore',
      [(await writtenFile(emptyBackup.stdout)).file],
      { DATABASE_URL: databaseUrl(postgres.url, 'restored_empty') },
    );
    console.log('On the empty database:', emptyBackup, emptyRestore);
    // A tenth of the size, to see whether a command's memory grows with the data.
    await seedCrm((sql, params) => client.query(sql, params), {
      leads: leads / 10,
      contactSubmissions: leads / 10,
      careerSubmissions: cvs / 10,
    });
    await seedCvs(client, cvs / 10);
    const tenth = await runCommand('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const tenthFile = await writtenFile(tenth.stdout);
    console.log('At a tenth of the size:', tenth);
    console.log('Seeding…');
    await seedCrm((sql, params) => client.query(sql, params), {
      leads,
      contactSubmissions: leads,
      careerSubmissions: cvs,
    });
    await seedCvs(client, cvs);
    const sizeMb = await databaseMb(client);
    const versionRows = await client.query<{ server_version: string }>('show server_version');
    console.log(`Database: ${oneDecimal(sizeMb)} MB`);

    // What the restore must give back: the database is idle from here to the backup's snapshot.
    const before = await databaseChecksums(postgres.url);
    // Beside a running PostgreSQL on the data folder, as beside a running server.
    const joined = await runCommand('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const { file, mb: fileMb } = await writtenFile(joined.stdout);
    console.log('Backup beside the running server:', joined);

    const fastest = await recompress(file, 1);
    const defaultLevel = await recompress(file, 6);
    console.log('Re-compressed at levels 1 and 6:', fastest, defaultLevel);

    await client.query('create database restored');
    const restoredUrl = databaseUrl(postgres.url, 'restored');
    const restore = await runCommand('restore', [file], { DATABASE_URL: restoredUrl });
    console.log('Restore into a new database:', restore);
    const restored = await databaseChecksums(restoredUrl);
    if (JSON.stringify(restored) !== JSON.stringify(before)) {
      throw new Error('The restored database differs from the backed-up one');
    }
    const rows = Object.values(restored.tables).reduce((sum, table) => sum + table.rows, 0);

    // With the server stopped, the command starts (and stops) the embedded PostgreSQL itself.
    await client.end();
    await postgres.stop();
    const alone = await runCommand('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    console.log('Backup starting its own PostgreSQL:', alone);

    const loadAfter = loadavg();
    const section = [
      sectionHeading,
      '',
      `Measured by \`pnpm bench:backup\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${versionRows.rows[0]?.server_version ?? 'unknown'} (embedded, default settings). Machine load (\`uptime\`, 1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after; the machine is shared, so the times are what a busy 2-core host gives. The seed (\`seed-crm.ts\` and CVs generated by PostgreSQL) holds ${leads.toLocaleString('en-AU')} leads, the ${leads.toLocaleString('en-AU')} consultation requests behind them, ${cvs.toLocaleString('en-AU')} job applications each with a CV of 50 to 400 KB of random bytes (as incompressible as real PDFs): ${rows.toLocaleString('en-AU')} rows, ${oneDecimal(sizeMb)} MB on disk. Each command runs as its own process; its peak memory is its resident set sampled every 20 ms. The restore was checked: every table's row count and content checksum, and every sequence, identical.`,
      '',
      ...markdownTable(
        ['Step', 'Time (s)', 'Peak memory (MB)', 'File (MB)'],
        [
          [
            '`pnpm backup` beside the running server (joins its PostgreSQL)',
            oneDecimal(joined.seconds),
            oneDecimal(joined.peakRssMb),
            oneDecimal(fileMb),
          ],
          [
            'For scale: `pnpm backup` of the same database empty',
            oneDecimal(emptyBackup.seconds),
            oneDecimal(emptyBackup.peakRssMb),
            '—',
          ],
          [
            'For scale: `pnpm restore` of that empty backup',
            oneDecimal(emptyRestore.seconds),
            oneDecimal(emptyRestore.peakRssMb),
            '—',
          ],
          [
            `For scale: \`pnpm backup\` at a tenth (${(leads / 10).toLocaleString('en-AU')} leads, ${cvs / 10} CVs)`,
            oneDecimal(tenth.seconds),
            oneDecimal(tenth.peakRssMb),
            oneDecimal(tenthFile.mb),
          ],
          [
            '`pnpm backup` with the server stopped (starts and stops PostgreSQL itself)',
            oneDecimal(alone.seconds),
            oneDecimal(alone.peakRssMb),
            '—',
          ],
          [
            '`pnpm restore` into a new database (checks the file, migrates, copies, analyzes)',
            oneDecimal(restore.seconds),
            oneDecimal(restore.peakRssMb),
            '—',
          ],
          [
            "The backup's stream re-compressed at gzip level 1 (the one used)",
            oneDecimal(fastest.seconds),
            '—',
            oneDecimal(fastest.mb),
          ],
          [
            '…and at gzip level 6 (the default)',
            oneDecimal(defaultLevel.seconds),
            '—',
            oneDecimal(defaultLevel.mb),
          ],
        ],
      ),
      '',
    ].join('\n');
    await writeBenchmarkSection(sectionHeading, section);
    console.log(`Wrote the "${sectionHeading.slice(3)}" section of docs/benchmarks.md`);
  } finally {
    await client.end().catch(() => undefined);
    // Already stopped after a full run; stopping again does nothing.
    await postgres.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
