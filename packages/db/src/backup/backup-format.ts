/**
 * The backup file: a gzip stream of frames, each one byte of kind, four bytes of length (big
 * endian) and that many bytes. The order is fixed:
 *
 * header, then per table: table, data…, table end; then sequences, then the end.
 *
 * Data frames carry PostgreSQL's COPY text format as the server wrote it, so a table's rows
 * stream from the server to the file and back without ever being parsed here. Each row ends with
 * a newline byte (newlines inside values are escaped as `\n`), which lets a reader count rows
 * without parsing them.
 */

export const backupFormat = 'bamboo-bridge-teams backup';
export const backupFormatVersion = 1;

export interface BackupHeader {
  format: typeof backupFormat;
  version: typeof backupFormatVersion;
  /** ISO 8601, UTC: when the snapshot was taken. */
  createdAt: string;
  /** `server_version` of the PostgreSQL the backup was read from. */
  serverVersion: string;
  /** The schema version: the names of the applied migrations, oldest first. */
  migrations: string[];
}

export interface BackupTable {
  name: string;
  /** The columns as COPY lists them (generated columns left out). */
  columns: string[];
}

export interface BackupSequence {
  name: string;
  /** A bigint, as text. */
  lastValue: string;
}

export interface BackupTotals {
  tables: number;
  rows: number;
}

const frameKinds = {
  header: 0x48, // H
  table: 0x54, // T
  data: 0x44, // D
  tableEnd: 0x45, // E
  sequences: 0x53, // S
  end: 0x5a, // Z
} as const;

export type FrameKind = keyof typeof frameKinds;

const kindsByByte = new Map<number, FrameKind>(
  Object.entries(frameKinds).map(([kind, byte]) => [byte, kind as FrameKind]),
);

const frameHeadBytes = 5;

/**
 * No writer makes a frame this large (a data frame holds what one read of the connection gave);
 * a larger length means a damaged file, which must not make the reader wait for gigabytes.
 */
const maxFrameBytes = 256 * 1024 * 1024;

export interface Frame {
  kind: FrameKind;
  payload: Buffer;
}

/** A file that is not a backup, or one damaged or cut short. */
export class BackupFileError extends Error {}

/** A frame's head and payload, as two buffers so the payload is never copied. */
export function encodeFrame(kind: FrameKind, payload: Buffer): [Buffer, Buffer] {
  const head = Buffer.alloc(frameHeadBytes);
  head.writeUInt8(frameKinds[kind], 0);
  head.writeUInt32BE(payload.length, 1);
  return [head, payload];
}

export function encodeJsonFrame(kind: FrameKind, value: unknown): [Buffer, Buffer] {
  return encodeFrame(kind, Buffer.from(JSON.stringify(value)));
}

/** Newline bytes in a data frame: its rows. */
export function countRows(data: Buffer): number {
  let rows = 0;
  for (let at = data.indexOf(0x0a); at !== -1; at = data.indexOf(0x0a, at + 1)) rows += 1;
  return rows;
}

/** Reads frames one at a time from the decompressed bytes, holding at most one frame in memory. */
export class FrameReader {
  readonly #source: AsyncIterator<Buffer>;
  #pending: Buffer[] = [];
  #pendingBytes = 0;

  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** The next frame, or undefined at the end of the file. */
  async next(): Promise<Frame | undefined> {
    if (!(await this.#fill(frameHeadBytes))) {
      if (this.#pendingBytes === 0) return undefined;
      throw new BackupFileError('it ends in the middle of a frame');
    }
    const head = this.#take(frameHeadBytes);
    const kind = kindsByByte.get(head.readUInt8(0));
    const length = head.readUInt32BE(1);
    if (kind === undefined || length > maxFrameBytes) {
      throw new BackupFileError('it holds a frame of an unknown kind or size');
    }
    if (!(await this.#fill(length))) throw new BackupFileError('it ends in the middle of a frame');
    return { kind, payload: this.#take(length) };
  }

  /** The next frame, which must be of `kind`. */
  async expect(kind: FrameKind): Promise<Buffer> {
    const frame = await this.next();
    if (frame?.kind !== kind) {
      throw new BackupFileError(
        frame === undefined
          ? `it ends where a ${kind} frame belongs`
          : `it holds a ${frame.kind} frame where a ${kind} frame belongs`,
      );
    }
    return frame.payload;
  }

  async #fill(bytes: number): Promise<boolean> {
    while (this.#pendingBytes < bytes) {
      const chunk = await this.#source.next();
      if (chunk.done === true) return false;
      this.#pending.push(chunk.value);
      this.#pendingBytes += chunk.value.length;
    }
    return true;
  }

  #take(bytes: number): Buffer {
    const first = this.#pending[0];
    let taken: Buffer;
    if (first !== undefined && first.length >= bytes) {
      taken = first.subarray(0, bytes);
      const rest = first.subarray(bytes);
      if (rest.length === 0) this.#pending.shift();
      else this.#pending[0] = rest;
    } else {
      const all = Buffer.concat(this.#pending, this.#pendingBytes);
      taken = all.subarray(0, bytes);
      const rest = all.subarray(bytes);
      this.#pending = rest.length === 0 ? [] : [rest];
    }
    this.#pendingBytes -= bytes;
    return taken;
  }
}

function parseJson(payload: Buffer, what: string): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    throw new BackupFileError(`its ${what} is not readable`);
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseHeader(payload: Buffer): BackupHeader {
  const value = parseJson(payload, 'header');
  if (!isRecord(value) || value.format !== backupFormat) {
    throw new BackupFileError('it is not a backup made by pnpm backup');
  }
  if (value.version !== backupFormatVersion) {
    throw new BackupFileError(
      `it is in backup format ${String(value.version)}, which this version of the app does not read`,
    );
  }
  if (
    typeof value.createdAt !== 'string' ||
    typeof value.serverVersion !== 'string' ||
    !isStringArray(value.migrations)
  ) {
    throw new BackupFileError('its header is incomplete');
  }
  return {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: value.createdAt,
    serverVersion: value.serverVersion,
    migrations: value.migrations,
  };
}

export function parseTable(payload: Buffer): BackupTable {
  const value = parseJson(payload, 'table frame');
  if (!isRecord(value) || typeof value.name !== 'string' || !isStringArray(value.columns)) {
    throw new BackupFileError('it holds an incomplete table frame');
  }
  return { name: value.name, columns: value.columns };
}

export function parseTableEnd(payload: Buffer): number {
  const value = parseJson(payload, 'table end');
  if (!isRecord(value) || typeof value.rows !== 'number') {
    throw new BackupFileError('it holds an incomplete table end');
  }
  return value.rows;
}

export function parseSequences(payload: Buffer): BackupSequence[] {
  const value = parseJson(payload, 'sequences');
  if (
    !Array.isArray(value) ||
    !value.every(
      (item) =>
        isRecord(item) &&
        typeof item.name === 'string' &&
        typeof item.lastValue === 'string' &&
        /^-?\d+$/.test(item.lastValue),
    )
  ) {
    throw new BackupFileError('its sequences are incomplete');
  }
  return value as BackupSequence[];
}

export function parseTotals(payload: Buffer): BackupTotals {
  const value = parseJson(payload, 'end');
  if (!isRecord(value) || typeof value.tables !== 'number' || typeof value.rows !== 'number') {
    throw new BackupFileError('its end is incomplete');
  }
  return { tables: value.tables, rows: value.rows };
}
