import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { openAdminApi, isoDateString } from '../../test/api-harness.ts';

const { api, admin } = await openAdminApi('contact_submissions, career_submissions, leads');

describe('submissions.contacts', () => {
  it('answers the submissions newest first with camelCase fields', async () => {
    await api.sql(
      `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
       values ('Older', 'older@example.com', '0491 570 110', null, null, null, now() - interval '1 day'),
              ('Newer', 'newer@example.com', '0491 570 111', 'Acme', '8-15', 'Hello', now())`,
    );

    expect(await admin.submissions.contacts()).toEqual([
      {
        id: 2,
        name: 'Newer',
        email: 'newer@example.com',
        contact: '0491 570 111',
        company: 'Acme',
        teamSize: '8-15',
        message: 'Hello',
        createdAt: isoDateString,
      },
      {
        id: 1,
        name: 'Older',
        email: 'older@example.com',
        contact: '0491 570 110',
        company: null,
        teamSize: null,
        message: null,
        createdAt: isoDateString,
      },
    ]);
  });

  it('answers an empty list when there is none', async () => {
    expect(await admin.submissions.contacts()).toEqual([]);
  });

  it('answers each field exactly as stored and orders submissions of one moment by id', async () => {
    await api.sql(
      `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
       values ('First', 'first@example.com', '0491 570 110', 'Acme', '16+', 'Hello', '2026-03-05 09:15:00.123456+00'),
              ('Second', 'second@example.com', '0491 570 111', null, null, null, '2026-03-05 20:15:00.123456+11')`,
    );
    const expected = [
      {
        id: 2,
        name: 'Second',
        email: 'second@example.com',
        contact: '0491 570 111',
        company: null,
        teamSize: null,
        message: null,
        createdAt: '2026-03-05T09:15:00.123Z',
      },
      {
        id: 1,
        name: 'First',
        email: 'first@example.com',
        contact: '0491 570 110',
        company: 'Acme',
        teamSize: '16+',
        message: 'Hello',
        createdAt: '2026-03-05T09:15:00.123Z',
      },
    ];

    const listed = await admin.submissions.contacts();

    expect(listed).toStrictEqual(expected);
    // The fields in this order too: the REST answer is this list as JSON.
    expect(JSON.stringify(listed)).toBe(JSON.stringify(expected));
  });
});

describe('submissions.careers', () => {
  it('answers the applications newest first with camelCase fields', async () => {
    await api.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url, created_at)
       values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null, now() - interval '1 hour'),
              ('Minh', 'Tran', 'minh@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams', 'https://www.linkedin.com/in/minh', now())`,
    );

    const listed = await admin.submissions.careers();

    expect(listed.map((submission) => submission.firstName)).toEqual(['Minh', 'An']);
    expect(listed[0]).toEqual({
      id: 2,
      firstName: 'Minh',
      lastName: 'Tran',
      email: 'minh@example.com',
      phone: '+84 28 3822 6191',
      position: 'Technical Lead',
      description: 'Leads teams',
      linkedinUrl: 'https://www.linkedin.com/in/minh',
      createdAt: isoDateString,
      leadIds: [],
    });
    expect(listed[1]?.linkedinUrl).toBeNull();
  });

  it('answers an empty list when there is none', async () => {
    expect(await admin.submissions.careers()).toEqual([]);
  });

  it('answers each field exactly as stored and orders applications of one moment by id', async () => {
    await api.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url, created_at)
       values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null, '2026-03-05 09:15:00.5+00'),
              ('Minh', 'Tran', 'minh@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams', 'https://www.linkedin.com/in/minh', '2026-03-05 16:15:00.5+07')`,
    );
    const expected = [
      {
        id: 2,
        firstName: 'Minh',
        lastName: 'Tran',
        email: 'minh@example.com',
        phone: '+84 28 3822 6191',
        position: 'Technical Lead',
        description: 'Leads teams',
        linkedinUrl: 'https://www.linkedin.com/in/minh',
        createdAt: '2026-03-05T09:15:00.500Z',
        leadIds: [],
      },
      {
        id: 1,
        firstName: 'An',
        lastName: 'Nguyen',
        email: 'an@example.com',
        phone: '+84 28 3822 6190',
        position: 'DevOps Engineer',
        description: 'Runs clusters',
        linkedinUrl: null,
        createdAt: '2026-03-05T09:15:00.500Z',
        leadIds: [],
      },
    ];

    const listed = await admin.submissions.careers();

    expect(listed).toStrictEqual(expected);
    expect(JSON.stringify(listed)).toBe(JSON.stringify(expected));
  });

  it('names the leads opened from the same address, whatever its case', async () => {
    const closed = await insertLead(api, {
      email: 'Minh@Example.com',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Hired in-house',
    });
    const open = await insertLead(api, { email: 'minh@example.com' });
    await insertLead(api, { email: 'someone.else@example.com' });
    await api.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description)
       values ('Minh', 'Tran', 'MINH@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams'),
              ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters')`,
    );

    const listed = await admin.submissions.careers();

    expect(listed.map((submission) => [submission.firstName, submission.leadIds])).toEqual([
      ['An', []],
      ['Minh', [closed, open]],
    ]);
  });
});
