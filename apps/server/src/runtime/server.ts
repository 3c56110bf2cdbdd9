import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  BackupScheduler,
  DatabaseFileStore,
  ImapReader,
  ingestFromMailbox,
  MailWorker,
  OutboxWakeUp,
  RetentionScheduler,
  SpamSweeper,
} from '@app/api';
import { openDatabase, startDatabase } from '@app/db';
import { bootstrapAdmin } from './admin-bootstrap.ts';
import { buildApp } from '../app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  app: FastifyInstance;
  orm: MikroORM;
  url: string;
  stop: () => Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL is set), migrates it, and listens. */
export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  let orm: MikroORM | undefined;
  try {
    orm = await openDatabase({ clientUrl: database.url, logger, poolMax: config.databasePoolMax });
    await bootstrapAdmin({
      orm,
      configuredAdmin: config.adminBootstrap,
      embeddedDatabase: database.embedded,
      logger,
    });
    const mailWakeUp = new OutboxWakeUp();
    const app = await buildApp({ config, orm, logger, mailWakeUp });
    const url = await app.listen({ host: config.host, port: config.port });
    // Every instance runs one: the claims keep them from sending a message twice.
    const mailWorker = new MailWorker({
      orm,
      settings: config.mail,
      wakeUp: mailWakeUp,
      logger: logger.child({ component: 'mail-outbox' }),
    });
    mailWorker.start();
    // Every instance reads the replies' mailbox: a claim in the database gives each message to one.
    const openOrm = orm;
    const imapLogger = logger.child({ component: 'imap' });
    const imapReader =
      config.imap === undefined
        ? undefined
        : new ImapReader({
            orm,
            settings: config.imap,
            ingest: ingestFromMailbox({ orm: openOrm, wakeUp: mailWakeUp }, imapLogger),
            logger: imapLogger,
          });
    imapReader?.start();
    // Every instance purges old spam: a plain DELETE, so two at once do no harm.
    const spamSweeper = new SpamSweeper({
      em: () => openOrm.em.fork(),
      files: new DatabaseFileStore(),
      logger: logger.child({ component: 'spam-purge' }),
    });
    spamSweeper.start();
    // Every instance checks hourly; an advisory lock and the recorded run make one of them run it daily.
    const retentionScheduler = new RetentionScheduler({
      em: () => openOrm.em.fork(),
      files: new DatabaseFileStore(),
      settings: config.retention,
      logger: logger.child({ component: 'retention' }),
    });
    retentionScheduler.start();
    // Likewise for the daily backup, where BACKUP_DIR asks for one.
    const backupScheduler =
      config.backups === undefined
        ? undefined
        : new BackupScheduler({
            em: () => openOrm.em.fork(),
            databaseUrl: database.url,
            settings: config.backups,
            logger: logger.child({ component: 'backup' }),
          });
    backupScheduler?.start();
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await Promise.all([
          app.close(),
          mailWorker.stop(),
          imapReader?.stop(),
          spamSweeper.stop(),
          retentionScheduler.stop(),
          backupScheduler?.stop(),
        ]);
        await openOrm.close();
        await database.stop();
      })();
      return stopping;
    };
    return { app, orm, url, stop };
  } catch (error) {
    await orm?.close();
    await database.stop();
    throw error;
  }
}
