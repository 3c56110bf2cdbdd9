import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import { DatabaseFileStore } from './file-store.ts';

let database: TestDatabase;
const store = new DatabaseFileStore();

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

beforeEach(async () => {
  await sql('truncate stored_files cascade');
});

function sql<Row extends object>(query: string, params: unknown[] = []): Promise<Row[]> {
  return database.orm.em.getConnection().execute<Row[]>(query, params);
}

async function counts(): Promise<{ files: number; chunks: number }> {
  const [row] = await sql<{ files: number; chunks: number }>(
    `select (select count(*)::int from stored_files) as files,
            (select count(*)::int from stored_file_chunks) as chunks`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}

const bytes = (...values: number[]) => Uint8Array.from(values);

async function readAll(key: string): Promise<Uint8Array[] | null> {
  const content = await store.read(database.orm.em.fork(), key);
  if (content === null) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(Uint8Array.from(chunk));
  return chunks;
}

describe('DatabaseFileStore', () => {
  it('gives back the chunks it was given, in order, under the key it answered', async () => {
    const chunks = [bytes(0x25, 0x50), bytes(0, 255, 10, 13), bytes(7)];
    const written = await store.write(database.orm.em.fork(), chunks);

    expect(written).toEqual({ key: expect.any(String) as unknown, byteSize: 7 });
    expect(await readAll(written.key)).toEqual(chunks);
    expect(await sql('select byte_size from stored_files')).toEqual([{ byte_size: 7 }]);
  });

  it('takes the chunks from a stream and skips empty ones', async () => {
    const arriving = Readable.from([bytes(1, 2), new Uint8Array(), bytes(3)]);
    const written = await store.write(database.orm.em.fork(), arriving);

    expect(written.byteSize).toBe(3);
    expect(await readAll(written.key)).toEqual([bytes(1, 2), bytes(3)]);
  });

  it('stores a chunk that is a view into a larger buffer as the view only', async () => {
    const larger = bytes(9, 9, 1, 2, 3, 9);
    const written = await store.write(database.orm.em.fork(), [larger.subarray(2, 5)]);

    expect(await readAll(written.key)).toEqual([bytes(1, 2, 3)]);
  });

  it('keeps an empty file as a file of no chunks', async () => {
    const written = await store.write(database.orm.em.fork(), []);

    expect(written.byteSize).toBe(0);
    expect(await readAll(written.key)).toEqual([]);
  });

  it('leaves nothing behind when the transaction it wrote in rolls back', async () => {
    const rollback = new Error('the caller failed after the write');
    await expect(
      database.orm.em.fork().transactional(async (transaction) => {
        await store.write(transaction, [bytes(1, 2, 3), bytes(4)]);
        expect(await counts()).toEqual({ files: 0, chunks: 0 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it('keeps the file when the transaction it wrote in commits', async () => {
    const written = await database.orm.em
      .fork()
      .transactional((transaction) => store.write(transaction, [bytes(1), bytes(2)]));

    expect(await counts()).toEqual({ files: 1, chunks: 2 });
    expect(await readAll(written.key)).toEqual([bytes(1), bytes(2)]);
  });

  it('answers null for a key it does not have', async () => {
    expect(await store.read(database.orm.em.fork(), randomUUID())).toBeNull();
  });

  it('removes a file and its chunks, and no other file', async () => {
    const removed = await store.write(database.orm.em.fork(), [bytes(1), bytes(2)]);
    const kept = await store.write(database.orm.em.fork(), [bytes(3)]);

    await store.remove(database.orm.em.fork(), removed.key);

    expect(await store.read(database.orm.em.fork(), removed.key)).toBeNull();
    expect(await readAll(kept.key)).toEqual([bytes(3)]);
    expect(await counts()).toEqual({ files: 1, chunks: 1 });
  });
});
