import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Where uploaded files' bytes are kept, by key. The records that own a file keep its key and
 * what it is (name, type, size); the store keeps only the bytes, so an object store (S3 and its
 * peers) could take this one's place behind the same three calls.
 */
export interface FileStore {
  /**
   * Writes the chunks, in order, under a new key. With the database store this happens in the
   * caller's transaction: if it rolls back, no file is left behind.
   */
  write(
    em: EntityManager,
    chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  ): Promise<{ key: string; byteSize: number }>;
  /** The file's bytes a chunk at a time, or null when no file has the key. */
  read(em: EntityManager, key: string): Promise<AsyncIterable<Uint8Array> | null>;
  /** Deletes the file (in the caller's transaction, for the database store). */
  remove(em: EntityManager, key: string): Promise<void>;
}

/**
 * Files in PostgreSQL: a row per file in `stored_files`, its bytes in `stored_file_chunks`, one
 * row per chunk as it was written (at most the size of the pieces the upload arrived in). Every
 * instance reads the same files and a database backup holds them. A file is read one chunk per
 * query, so neither side ever holds more than one chunk of it.
 */
export class DatabaseFileStore implements FileStore {
  async write(
    em: EntityManager,
    chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  ): Promise<{ key: string; byteSize: number }> {
    const key = randomUUID();
    await em.execute('insert into stored_files (key, byte_size) values (?, 0)', [key]);
    let byteSize = 0;
    let seq = 0;
    for await (const chunk of chunks) {
      if (chunk.byteLength === 0) continue;
      await em.execute('insert into stored_file_chunks (file_key, seq, data) values (?, ?, ?)', [
        key,
        seq,
        Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      ]);
      byteSize += chunk.byteLength;
      seq += 1;
    }
    await em.execute('update stored_files set byte_size = ? where key = ?', [byteSize, key]);
    return { key, byteSize };
  }

  async read(em: EntityManager, key: string): Promise<AsyncIterable<Uint8Array> | null> {
    const [file] = await em.execute<{ chunk_count: number }[]>(
      `select (select count(*)::int from stored_file_chunks where file_key = stored_files.key) as chunk_count
         from stored_files where key = ?`,
      [key],
    );
    if (file === undefined) return null;
    const chunkCount = file.chunk_count;
    return {
      async *[Symbol.asyncIterator]() {
        for (let seq = 0; seq < chunkCount; seq += 1) {
          const [chunk] = await em.execute<{ data: Buffer }[]>(
            'select data from stored_file_chunks where file_key = ? and seq = ?',
            [key, seq],
          );
          if (chunk === undefined) throw new Error(`Stored file ${key} lost its chunk ${seq}`);
          yield chunk.data;
        }
      },
    };
  }

  async remove(em: EntityManager, key: string): Promise<void> {
    await em.execute('delete from stored_files where key = ?', [key]);
  }
}
