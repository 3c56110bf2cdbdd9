import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, ContactSubmission } from '@app/db';
import {
  type SpamListDto,
  type SpamReason,
  type SpamRelease,
  type SpamReleaseInput,
  spamRetentionDays,
  type SpamSubmissionDto,
  type SpamSubmissionKind,
} from '@app/domain';
import type { ApiLogger } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';
import { HourlyJob } from '../hourly-job.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { purgePastCvAllowances } from './cv-allowance.ts';
import { alertStoredApplication, openLeadForStoredRequest } from './public-forms.ts';
import {
  careerSubmissionDto,
  careerSubmissionDtoFields,
  contactSubmissionDto,
  contactSubmissionDtoFields,
  newestFirst,
} from './submissions.ts';

/**
 * The most the spam list shows: enough for a person to read through, bounded however hard bots
 * try; the rest waits for the 30-day purge or an earlier "Not spam".
 */
export const spamListLimit = 200;

/** The suspected spam of both public forms, newest first, with why each was kept. */
export async function listSpam(options: { em: EntityManager }): Promise<SpamListDto> {
  const { em } = options;
  const [contacts, careers, [counted]] = await Promise.all([
    em
      .createQueryBuilder(ContactSubmission)
      .select([...contactSubmissionDtoFields, 'spamReason'])
      .where({ spamReason: { $ne: null } })
      .orderBy(newestFirst)
      .limit(spamListLimit)
      .execute('all'),
    em
      .createQueryBuilder(CareerSubmission)
      .select([...careerSubmissionDtoFields, 'spamReason'])
      .where({ spamReason: { $ne: null } })
      .orderBy(newestFirst)
      .limit(spamListLimit)
      .execute('all'),
    // A bigint, which the driver answers as text.
    em.getConnection().execute<{ total: string }[]>(
      `select (select count(*) from contact_submissions where spam_reason is not null)
            + (select count(*) from career_submissions where spam_reason is not null) as total`,
    ),
  ]);
  const kept: { at: Date; item: SpamSubmissionDto }[] = [
    ...contacts.map((row) => ({
      at: row.createdAt,
      item: {
        kind: 'contact' as const,
        reason: keptReason(row),
        submission: contactSubmissionDto(row),
      },
    })),
    ...careers.map((row) => ({
      at: row.createdAt,
      item: {
        kind: 'career' as const,
        reason: keptReason(row),
        submission: careerSubmissionDto(row),
      },
    })),
  ];
  kept.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    items: kept.slice(0, spamListLimit).map(({ item }) => item),
    total: Number(counted?.total ?? 0),
  };
}

/** The list's queries select spam alone, so every row has its reason. */
function keptReason(row: { id: number; spamReason?: SpamReason | null }): SpamReason {
  if (row.spamReason === undefined || row.spamReason === null) {
    throw new Error(`Submission ${row.id} was listed as spam without a reason`);
  }
  return row.spamReason;
}

const tableByKind = {
  contact: 'contact_submissions',
  career: 'career_submissions',
} as const satisfies Record<SpamSubmissionKind, string>;

export const spamNotFoundMessage = 'This submission no longer exists';
export const spamAlreadyReleasedMessage = 'This submission is not marked as spam';

/**
 * "Not spam": clears the mark and opens the lead with its staff alert (a consultation request) or
 * queues the application's staff alert, in one transaction, as if it had passed at once. The
 * UPDATE clears only a mark that is still there, so of two staff pressing it at once the second
 * waits for the first's row lock, finds it cleared and is told so: one lead, one alert.
 */
export async function releaseSpam(options: {
  em: EntityManager;
  input: SpamReleaseInput;
  mailOutbox?: MailOutbox;
}): Promise<SpamRelease> {
  const { em, input, mailOutbox } = options;
  const table = tableByKind[input.kind];
  const connection = em.getConnection();
  const leadId = await connection.transactional(async (ctx) => {
    const [released] = await connection.execute<{ id: number }[]>(
      `update ${table} set spam_reason = null
       where id = ? and spam_reason is not null
       returning id`,
      [input.id],
      'all',
      ctx,
    );
    if (released === undefined) {
      const [stored] = await connection.execute<{ id: number }[]>(
        `select id from ${table} where id = ?`,
        [input.id],
        'all',
        ctx,
      );
      throw stored === undefined
        ? new NotFoundError(spamNotFoundMessage)
        : new ConflictError(spamAlreadyReleasedMessage);
    }
    if (input.kind === 'career') {
      await alertStoredApplication(em, ctx, input.id);
      return null;
    }
    return openLeadForStoredRequest(em, ctx, input.id);
  });
  mailOutbox?.wakeUp.notify();
  return { kind: input.kind, id: input.id, leadId };
}

/**
 * Deletes the suspected spam kept longer than the retention period, with the CVs of spam
 * applications, in one transaction; answers how many submissions went.
 */
export async function purgeSpam(em: EntityManager, files: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - spamRetentionDays * 24 * 60 * 60 * 1_000);
  return em.transactional(async (transaction) => {
    const requests = await transaction.execute<QueryResult>(
      `delete from ${tableByKind.contact} where spam_reason is not null and created_at < ?`,
      [cutoff],
      'run',
    );
    const applications = await transaction.execute<{ cv_key: string | null }[]>(
      `delete from ${tableByKind.career} where spam_reason is not null and created_at < ?
       returning cv_key`,
      [cutoff],
    );
    for (const { cv_key: cvKey } of applications) {
      if (cvKey !== null) await files.remove(transaction, cvKey);
    }
    return requests.affectedRows + applications.length;
  });
}

/**
 * Purges old spam, and the CV totals of past days (`cv_upload_days`), at start and then hourly in
 * every instance: plain DELETEs, so instances may overlap.
 */
export class SpamSweeper extends HourlyJob {
  constructor(options: {
    em: () => EntityManager;
    files: FileStore;
    logger: ApiLogger;
    now?: () => Date;
  }) {
    const { logger } = options;
    super({
      run: async () => {
        const now = options.now?.() ?? new Date();
        const deleted = await purgeSpam(options.em(), options.files, now);
        if (deleted > 0) logger.info({ deleted }, 'old spam purged');
        await purgePastCvAllowances(options.em(), now);
      },
      logger,
      failureMessage: 'purging old spam failed',
    });
  }
}
