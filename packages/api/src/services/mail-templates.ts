import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  MailTemplateDto,
  MailTemplateInput,
  MailTemplateUpdateInput,
  SuccessAnswer,
} from '@app/domain';
import { ConflictError, NotFoundError } from '../errors.ts';
import { isoTimeSql } from './sql-time.ts';

export const mailTemplateNotFoundMessage = 'Template not found';
export const mailTemplateNameTakenMessage = 'A template with this name already exists';

const templateColumnsSql = `id, name, subject, body, ${isoTimeSql('updated_at')} as "updatedAt"`;

/** A name is taken whatever its letter case (the unique index on lower(name)). */
async function refusingTakenName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictError(mailTemplateNameTakenMessage);
    }
    throw error;
  }
}

/** Every template, by name. */
export function listMailTemplates(options: { em: EntityManager }): Promise<MailTemplateDto[]> {
  return options.em.execute<MailTemplateDto[]>(
    `select ${templateColumnsSql} from mail_templates order by lower(name), id`,
  );
}

/** Saves a new template; its merge fields were checked by its schema. */
export async function createMailTemplate(options: {
  em: EntityManager;
  input: MailTemplateInput;
}): Promise<MailTemplateDto> {
  const { name, subject, body } = options.input;
  const [created] = await refusingTakenName(() =>
    options.em.execute<MailTemplateDto[]>(
      `insert into mail_templates (name, subject, body) values (?, ?, ?) returning ${templateColumnsSql}`,
      [name, subject, body],
    ),
  );
  if (created === undefined) throw new Error('The template was not stored');
  return created;
}

export async function updateMailTemplate(options: {
  em: EntityManager;
  input: MailTemplateUpdateInput;
}): Promise<MailTemplateDto> {
  const { id, name, subject, body } = options.input;
  const [updated] = await refusingTakenName(() =>
    options.em.execute<MailTemplateDto[]>(
      `update mail_templates set name = ?, subject = ?, body = ?, updated_at = now()
        where id = ? returning ${templateColumnsSql}`,
      [name, subject, body, id],
    ),
  );
  if (updated === undefined) throw new NotFoundError(mailTemplateNotFoundMessage);
  return updated;
}

export async function removeMailTemplate(options: {
  em: EntityManager;
  input: { id: number };
}): Promise<SuccessAnswer> {
  const removed = await options.em.execute<{ id: number }[]>(
    'delete from mail_templates where id = ? returning id',
    [options.input.id],
  );
  if (removed.length === 0) throw new NotFoundError(mailTemplateNotFoundMessage);
  return { success: true };
}
