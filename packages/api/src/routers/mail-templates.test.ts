import { describe, expect, it } from 'vitest';
import { mailTemplateTexts } from '@app/domain';
import {
  callWithUntypedInput,
  isoDateString,
  openAdminApi,
  refusalOf,
} from '../../test/api-harness.ts';
import {
  mailTemplateNameTakenMessage,
  mailTemplateNotFoundMessage,
} from '../services/mail-templates.ts';

const { api, admin } = await openAdminApi('mail_templates, audit_log');

const followUp = {
  name: 'Follow-up',
  subject: 'Your enquiry to {{businessName}}',
  body: 'Hello {{firstName}},\n\nThanks for writing about a team of {{teamSize}}.\n\n{{staffName}}',
};

const auditRows = () =>
  api.sql<{
    action: string;
    record_type: string | null;
    record_id: number | null;
    details: unknown;
  }>('select action, record_type, record_id, details from audit_log order by id');

describe('mailTemplates', () => {
  it('create, list by name, update and remove a template, each audited by its id', async () => {
    const created = await admin.mailTemplates.create(followUp);
    expect(created).toEqual({ id: created.id, ...followUp, updatedAt: isoDateString });
    const other = await admin.mailTemplates.create({ ...followUp, name: 'a first answer' });
    expect((await admin.mailTemplates.list()).map((template) => template.name)).toEqual([
      'a first answer',
      'Follow-up',
    ]);

    const updated = await admin.mailTemplates.update({
      id: created.id,
      ...followUp,
      body: 'Hi {{ firstName }}',
    });
    expect(updated.body).toBe('Hi {{ firstName }}');
    await expect(admin.mailTemplates.remove({ id: other.id })).resolves.toEqual({ success: true });
    expect((await admin.mailTemplates.list()).map((template) => template.id)).toEqual([created.id]);

    expect(await auditRows()).toEqual([
      {
        action: 'mail_template.create',
        record_type: 'mail_template',
        record_id: created.id,
        details: null,
      },
      {
        action: 'mail_template.create',
        record_type: 'mail_template',
        record_id: other.id,
        details: null,
      },
      {
        action: 'mail_template.update',
        record_type: 'mail_template',
        record_id: created.id,
        details: null,
      },
      {
        action: 'mail_template.remove',
        record_type: 'mail_template',
        record_id: other.id,
        details: null,
      },
    ]);
  });

  it('refuses an unknown merge field when the template is saved, never keeping braces to send', async () => {
    expect(
      await refusalOf(admin.mailTemplates.create({ ...followUp, body: 'Hi {{firstname}}' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: mailTemplateTexts.unknownField('firstname'),
    });
    const created = await admin.mailTemplates.create(followUp);
    expect(
      await refusalOf(
        admin.mailTemplates.update({ id: created.id, ...followUp, subject: '{{ticket}} update' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: mailTemplateTexts.unknownField('ticket') });
    expect((await admin.mailTemplates.list()).map((template) => template.body)).toEqual([
      followUp.body,
    ]);
  });

  it('refuses a second template of the same name, whatever its case', async () => {
    const created = await admin.mailTemplates.create(followUp);
    const other = await admin.mailTemplates.create({ ...followUp, name: 'Other' });
    for (const call of [
      () => admin.mailTemplates.create({ ...followUp, name: 'FOLLOW-UP' }),
      () => admin.mailTemplates.update({ id: other.id, ...followUp, name: ' follow-up ' }),
    ]) {
      expect(await refusalOf(call())).toEqual({
        code: 'CONFLICT',
        httpStatus: 409,
        message: mailTemplateNameTakenMessage,
      });
    }
    expect((await admin.mailTemplates.list()).map((template) => template.id)).toEqual([
      created.id,
      other.id,
    ]);
  });

  it('answers NOT_FOUND for a template that is gone, and refuses blank or multi-line fields', async () => {
    for (const call of [
      () => admin.mailTemplates.update({ id: 999_999, ...followUp }),
      () => admin.mailTemplates.remove({ id: 999_999 }),
    ]) {
      expect(await refusalOf(call())).toMatchObject({
        code: 'NOT_FOUND',
        message: mailTemplateNotFoundMessage,
      });
    }
    expect(
      await refusalOf(admin.mailTemplates.create({ ...followUp, subject: 'Two\r\nBcc: x@y.z' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: mailTemplateTexts.subjectOneLine });
    expect(
      await refusalOf(
        callWithUntypedInput(admin.mailTemplates.create, { ...followUp, name: '   ' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: mailTemplateTexts.nameRequired });
  });
});
