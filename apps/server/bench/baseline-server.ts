/**
 * The benchmark's yardstick: about the least a Node.js server can do to take a contact request.
 * Fastify and a `pg` pool of the app's size running the same two INSERTs in one transaction as
 * the real service, without validation, ORM, rate limiting or error mapping.
 *
 * Usage: node bench/baseline-server.ts <port> <database-url>
 */
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
if (port === undefined || databaseUrl === undefined) {
  throw new Error('Usage: node bench/baseline-server.ts <port> <database-url>');
}

const poolSize = 10;
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

const app = Fastify();

app.get('/healthz', () => ({ status: 'ok' }));

app.post('/api/contact', async (request) => {
  const values = ['name', 'email', 'contact', 'company', 'teamSize', 'message'].map((name) =>
    field(request.body, name),
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'insert into contact_submissions (name, email, contact, company, team_size, message) values ($1, $2, $3, $4, $5, $6) returning id',
      values,
    );
    await client.query(
      "insert into leads (name, email, contact, company, team_size, message, stage, probability, is_won, is_lost) values ($1, $2, $3, $4, $5, $6, 'new', 0, false, false) returning id",
      values,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return { success: true };
});

await app.listen({ host: '127.0.0.1', port: Number(port) });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
