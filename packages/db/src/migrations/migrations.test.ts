import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '../testing.ts';
import { migrationsList } from './index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(async () => {
  await database.close();
});

function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  return database.orm.em.getConnection().execute<Row[]>(sql, params);
}

/** Tables whose primary key is a serial `id`. */
const tablesWithIds = [
  'admin_known_devices',
  'admin_login_challenges',
  'admin_recovery_codes',
  'admin_sessions',
  'admin_users',
  'application_notes',
  'audit_log',
  'backup_runs',
  'career_submissions',
  'contact_submissions',
  'conversation_attachments',
  'conversation_messages',
  'lead_notes',
  'leads',
  'login_attempts',
  'mail_outbox',
  'mail_templates',
  'users',
];

/** The file store's tables, keyed by the file's uuid (and a chunk's place in it). */
const fileStoreTables = ['stored_file_chunks', 'stored_files'];

/** Keyed by the job's name. */
const jobTables = ['scheduled_job_runs'];

/** The CV bytes of an address on a day, keyed by both. */
const allowanceTables = ['cv_upload_days'];

/** Where each IMAP mailbox's reader has got to, keyed by the mailbox. */
const mailboxTables = ['imap_mailboxes'];

const tables = [
  ...tablesWithIds,
  ...fileStoreTables,
  ...jobTables,
  ...allowanceTables,
  ...mailboxTables,
];

// table.column: type, nullability, default (null = none; serial ids have a sequence default)
const expectedColumns: Record<string, [string, 'NO' | 'YES', string | null]> = {
  'users.id': ['integer', 'NO', 'sequence'],
  'users.username': ['text', 'NO', null],
  'users.password': ['text', 'NO', null],
  'admin_users.id': ['integer', 'NO', 'sequence'],
  'admin_users.username': ['text', 'NO', null],
  'admin_users.password': ['text', 'NO', null],
  'admin_users.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_users.last_login': ['timestamp with time zone', 'YES', null],
  'admin_users.must_change_password': ['boolean', 'NO', 'false'],
  'admin_users.totp_secret': ['text', 'YES', null],
  'admin_users.two_factor_enabled_at': ['timestamp with time zone', 'YES', null],
  'admin_users.totp_last_step': ['bigint', 'YES', null],
  'admin_users.display_name': ['text', 'YES', null],
  'admin_sessions.id': ['integer', 'NO', 'sequence'],
  'admin_sessions.admin_id': ['integer', 'NO', null],
  'admin_sessions.token': ['text', 'NO', null],
  'admin_sessions.expires_at': ['timestamp with time zone', 'NO', null],
  'admin_sessions.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_sessions.last_used_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_sessions.ip': ['text', 'YES', null],
  'admin_sessions.user_agent': ['text', 'YES', null],
  'admin_recovery_codes.id': ['integer', 'NO', 'sequence'],
  'admin_recovery_codes.admin_id': ['integer', 'NO', null],
  'admin_recovery_codes.code_hash': ['text', 'NO', null],
  'admin_recovery_codes.used_at': ['timestamp with time zone', 'YES', null],
  'admin_recovery_codes.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_login_challenges.id': ['integer', 'NO', 'sequence'],
  'admin_login_challenges.admin_id': ['integer', 'NO', null],
  'admin_login_challenges.token_hash': ['text', 'NO', null],
  'admin_login_challenges.expires_at': ['timestamp with time zone', 'NO', null],
  'admin_login_challenges.failed_attempts': ['integer', 'NO', '0'],
  'admin_login_challenges.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'audit_log.id': ['bigint', 'NO', 'sequence'],
  'audit_log.admin_id': ['integer', 'YES', null],
  'audit_log.admin_username': ['text', 'YES', null],
  'audit_log.action': ['text', 'NO', null],
  'audit_log.record_type': ['text', 'YES', null],
  'audit_log.record_id': ['integer', 'YES', null],
  'audit_log.details': ['jsonb', 'YES', null],
  'audit_log.ip': ['text', 'YES', null],
  'audit_log.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'scheduled_job_runs.job': ['text', 'NO', null],
  'scheduled_job_runs.last_run_at': ['timestamp with time zone', 'NO', null],
  'scheduled_job_runs.details': ['jsonb', 'YES', null],
  'backup_runs.id': ['integer', 'NO', 'sequence'],
  'backup_runs.started_at': ['timestamp with time zone', 'NO', null],
  'backup_runs.finished_at': ['timestamp with time zone', 'NO', 'now()'],
  'backup_runs.started_by': ['text', 'NO', null],
  'backup_runs.file_name': ['text', 'YES', null],
  'backup_runs.byte_size': ['bigint', 'YES', null],
  'backup_runs.error': ['text', 'YES', null],
  'cv_upload_days.address': ['text', 'NO', null],
  'cv_upload_days.day': ['date', 'NO', null],
  'cv_upload_days.bytes': ['bigint', 'NO', null],
  'imap_mailboxes.mailbox': ['text', 'NO', null],
  'imap_mailboxes.uid_validity': ['bigint', 'NO', null],
  'imap_mailboxes.last_uid': ['bigint', 'NO', "'0'::bigint"],
  'imap_mailboxes.claimed_until': ['timestamp with time zone', 'YES', null],
  'imap_mailboxes.claim_token': ['uuid', 'YES', null],
  'imap_mailboxes.updated_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_known_devices.id': ['integer', 'NO', 'sequence'],
  'admin_known_devices.admin_id': ['integer', 'NO', null],
  'admin_known_devices.token_hash': ['text', 'NO', null],
  'admin_known_devices.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'admin_known_devices.last_used_at': ['timestamp with time zone', 'NO', 'now()'],
  'contact_submissions.id': ['integer', 'NO', 'sequence'],
  'contact_submissions.name': ['text', 'NO', null],
  'contact_submissions.email': ['text', 'NO', null],
  'contact_submissions.contact': ['text', 'NO', null],
  'contact_submissions.company': ['text', 'YES', null],
  'contact_submissions.team_size': ['text', 'YES', null],
  'contact_submissions.message': ['text', 'YES', null],
  'contact_submissions.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'contact_submissions.submission_key': ['uuid', 'YES', null],
  'contact_submissions.spam_reason': ['text', 'YES', null],
  'contact_submissions.source_page': ['text', 'YES', null],
  'contact_submissions.landing_page': ['text', 'YES', null],
  'contact_submissions.referrer': ['text', 'YES', null],
  'contact_submissions.utm_source': ['text', 'YES', null],
  'contact_submissions.utm_medium': ['text', 'YES', null],
  'contact_submissions.utm_campaign': ['text', 'YES', null],
  'career_submissions.id': ['integer', 'NO', 'sequence'],
  'career_submissions.first_name': ['text', 'NO', null],
  'career_submissions.last_name': ['text', 'NO', null],
  'career_submissions.email': ['text', 'NO', null],
  'career_submissions.phone': ['text', 'NO', null],
  'career_submissions.position': ['text', 'NO', null],
  'career_submissions.description': ['text', 'NO', null],
  'career_submissions.linkedin_url': ['text', 'YES', null],
  'career_submissions.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'career_submissions.submission_key': ['uuid', 'YES', null],
  'career_submissions.spam_reason': ['text', 'YES', null],
  'career_submissions.stage': ['character varying(20)', 'NO', "'applied'::character varying"],
  'career_submissions.not_selected_reason': ['text', 'YES', null],
  'career_submissions.updated_at': ['timestamp with time zone', 'NO', 'now()'],
  'career_submissions.cv_key': ['uuid', 'YES', null],
  'career_submissions.cv_file_name': ['text', 'YES', null],
  'career_submissions.cv_content_type': ['text', 'YES', null],
  'career_submissions.cv_byte_size': ['integer', 'YES', null],
  'career_submissions.reply_token': ['text', 'YES', null],
  'career_submissions.reply_waiting': ['boolean', 'NO', 'false'],
  'application_notes.id': ['integer', 'NO', 'sequence'],
  'application_notes.application_id': ['integer', 'NO', null],
  'application_notes.note': ['text', 'NO', null],
  'application_notes.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'application_notes.stage': ['character varying(20)', 'YES', null],
  'stored_files.key': ['uuid', 'NO', null],
  'stored_files.byte_size': ['integer', 'NO', null],
  'stored_files.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'stored_file_chunks.file_key': ['uuid', 'NO', null],
  'stored_file_chunks.seq': ['integer', 'NO', null],
  'stored_file_chunks.data': ['bytea', 'NO', null],
  'leads.id': ['integer', 'NO', 'sequence'],
  'leads.name': ['text', 'NO', null],
  'leads.email': ['text', 'NO', null],
  'leads.contact': ['text', 'NO', null],
  'leads.company': ['text', 'YES', null],
  'leads.team_size': ['text', 'YES', null],
  'leads.message': ['text', 'YES', null],
  'leads.stage': ['character varying(20)', 'NO', "'new'::character varying"],
  'leads.estimated_value': ['integer', 'YES', null],
  'leads.probability': ['integer', 'NO', '0'],
  'leads.is_won': ['boolean', 'NO', 'false'],
  'leads.is_lost': ['boolean', 'NO', 'false'],
  'leads.lost_reason': ['text', 'YES', null],
  'leads.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'leads.updated_at': ['timestamp with time zone', 'NO', 'now()'],
  'leads.awaits_reply': ['boolean', 'NO', 'true'],
  'leads.first_reply_at': ['timestamp with time zone', 'YES', null],
  'leads.enquiry_count': ['integer', 'NO', '1'],
  'leads.last_enquiry_at': ['timestamp with time zone', 'NO', 'now()'],
  'leads.previous_lead_id': ['integer', 'YES', null],
  'leads.legacy_duplicate': ['boolean', 'NO', 'false'],
  'leads.reached_stage': ['character varying(20)', 'NO', "'new'::character varying"],
  'leads.closed_at': ['timestamp with time zone', 'YES', null],
  'leads.source_page': ['text', 'YES', null],
  'leads.landing_page': ['text', 'YES', null],
  'leads.referrer': ['text', 'YES', null],
  'leads.utm_source': ['text', 'YES', null],
  'leads.utm_medium': ['text', 'YES', null],
  'leads.utm_campaign': ['text', 'YES', null],
  'leads.reply_token': ['text', 'YES', null],
  'leads.reply_waiting': ['boolean', 'NO', 'false'],
  'lead_notes.id': ['integer', 'NO', 'sequence'],
  'lead_notes.lead_id': ['integer', 'NO', null],
  'lead_notes.note': ['text', 'NO', null],
  'lead_notes.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'lead_notes.stage': ['character varying(20)', 'YES', null],
  'login_attempts.id': ['integer', 'NO', 'sequence'],
  'login_attempts.username': ['text', 'NO', null],
  'login_attempts.ip': ['text', 'NO', null],
  'login_attempts.succeeded': ['boolean', 'NO', null],
  'login_attempts.trapped': ['boolean', 'NO', 'false'],
  'login_attempts.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'mail_outbox.id': ['integer', 'NO', 'sequence'],
  'mail_outbox.kind': ['text', 'NO', null],
  'mail_outbox.message_key': ['uuid', 'NO', 'gen_random_uuid()'],
  'mail_outbox.recipient': ['text', 'YES', null],
  'mail_outbox.payload': ['jsonb', 'NO', null],
  'mail_outbox.status': ['text', 'NO', "'waiting'::text"],
  'mail_outbox.attempts': ['integer', 'NO', '0'],
  'mail_outbox.last_error': ['text', 'YES', null],
  'mail_outbox.last_error_detail': ['text', 'YES', null],
  'mail_outbox.next_attempt_at': ['timestamp with time zone', 'NO', 'now()'],
  'mail_outbox.retry_window_started_at': ['timestamp with time zone', 'NO', 'now()'],
  'mail_outbox.claimed_until': ['timestamp with time zone', 'YES', null],
  'mail_outbox.claim_token': ['uuid', 'YES', null],
  'mail_outbox.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'mail_outbox.sent_at': ['timestamp with time zone', 'YES', null],
  'mail_templates.id': ['integer', 'NO', 'sequence'],
  'mail_templates.name': ['text', 'NO', null],
  'mail_templates.subject': ['text', 'NO', null],
  'mail_templates.body': ['text', 'NO', null],
  'mail_templates.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'mail_templates.updated_at': ['timestamp with time zone', 'NO', 'now()'],
  'conversation_messages.id': ['integer', 'NO', 'sequence'],
  'conversation_messages.lead_id': ['integer', 'YES', null],
  'conversation_messages.application_id': ['integer', 'YES', null],
  'conversation_messages.direction': ['text', 'NO', null],
  'conversation_messages.message_id': ['text', 'NO', null],
  'conversation_messages.in_reply_to': ['text', 'YES', null],
  'conversation_messages.references': ['text', 'NO', "''::text"],
  'conversation_messages.from_name': ['text', 'YES', null],
  'conversation_messages.from_address': ['text', 'NO', null],
  'conversation_messages.to_address': ['text', 'NO', null],
  'conversation_messages.person_address': ['text', 'NO', null],
  'conversation_messages.subject': ['text', 'NO', null],
  'conversation_messages.body_text': ['text', 'NO', null],
  'conversation_messages.body_html': ['text', 'YES', null],
  'conversation_messages.has_remote_images': ['boolean', 'NO', 'false'],
  'conversation_messages.kind': ['text', 'YES', null],
  'conversation_messages.staff_admin_id': ['integer', 'YES', null],
  'conversation_messages.staff_name': ['text', 'YES', null],
  'conversation_messages.outbox_message_id': ['integer', 'YES', null],
  'conversation_messages.received_via': ['text', 'YES', null],
  'conversation_messages.discarded_at': ['timestamp with time zone', 'YES', null],
  'conversation_messages.created_at': ['timestamp with time zone', 'NO', 'now()'],
  'conversation_attachments.id': ['integer', 'NO', 'sequence'],
  'conversation_attachments.conversation_message_id': ['integer', 'NO', null],
  'conversation_attachments.file_name': ['text', 'NO', null],
  'conversation_attachments.content_type': ['text', 'NO', null],
  'conversation_attachments.byte_size': ['integer', 'NO', null],
  'conversation_attachments.content': ['bytea', 'NO', null],
};

describe('the committed migrations', () => {
  test('create exactly the application tables, besides the migrations log', async () => {
    const rows = await query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([...tables, 'mikro_orm_migrations'].sort());
  });

  test('create every column with its type, nullability and default', async () => {
    const rows = await query<{
      table_name: string;
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: 'NO' | 'YES';
      column_default: string | null;
    }>(
      `select table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
       from information_schema.columns
       where table_schema = 'public' and table_name in (?)`,
      [tables],
    );
    const actual = Object.fromEntries(
      rows.map((row) => [
        `${row.table_name}.${row.column_name}`,
        [
          row.character_maximum_length === null
            ? row.data_type
            : `${row.data_type}(${row.character_maximum_length})`,
          row.is_nullable,
          row.column_default?.startsWith('nextval(') ? 'sequence' : row.column_default,
        ],
      ]),
    );
    expect(actual).toEqual(expectedColumns);
  });

  test('make ids auto-incrementing primary keys', async () => {
    const rows = await query<{ table_name: string; column_name: string }>(
      `select tc.table_name, kcu.column_name
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu using (constraint_schema, constraint_name)
       where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY' and tc.table_name in (?)
       order by tc.table_name, kcu.ordinal_position`,
      [tables],
    );
    expect(rows).toEqual(
      [
        ...tablesWithIds.map((table) => ({ table_name: table, column_name: 'id' })),
        { table_name: 'stored_file_chunks', column_name: 'file_key' },
        { table_name: 'stored_file_chunks', column_name: 'seq' },
        { table_name: 'stored_files', column_name: 'key' },
        { table_name: 'scheduled_job_runs', column_name: 'job' },
        { table_name: 'cv_upload_days', column_name: 'address' },
        { table_name: 'cv_upload_days', column_name: 'day' },
        { table_name: 'imap_mailboxes', column_name: 'mailbox' },
      ].sort((a, b) => a.table_name.localeCompare(b.table_name)),
    );
  });

  test('create the unique constraints and the case-insensitive admin username index', async () => {
    const constraints = await query<{ table_name: string; column_name: string }>(
      `select tc.table_name, kcu.column_name
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu using (constraint_schema, constraint_name)
       where tc.table_schema = 'public' and tc.constraint_type = 'UNIQUE'
       order by tc.table_name, kcu.column_name`,
    );
    expect(constraints).toEqual([
      { table_name: 'admin_known_devices', column_name: 'token_hash' },
      { table_name: 'admin_login_challenges', column_name: 'token_hash' },
      { table_name: 'admin_sessions', column_name: 'token' },
      { table_name: 'admin_users', column_name: 'username' },
      { table_name: 'career_submissions', column_name: 'cv_key' },
      { table_name: 'career_submissions', column_name: 'reply_token' },
      { table_name: 'career_submissions', column_name: 'submission_key' },
      { table_name: 'contact_submissions', column_name: 'submission_key' },
      { table_name: 'conversation_messages', column_name: 'message_id' },
      { table_name: 'leads', column_name: 'reply_token' },
      { table_name: 'users', column_name: 'username' },
    ]);
    const [lowerIndex] = await query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'admin_users_username_lower_unique'`,
    );
    expect(lowerIndex?.indexdef).toMatch(
      /CREATE UNIQUE INDEX .* ON public\.admin_users .*\(lower\(username\)\)/,
    );
  });

  test('create the foreign keys, deleting dependants with their parent', async () => {
    const rows = await query<{
      table_name: string;
      column_name: string;
      referenced_table: string;
      delete_rule: string;
    }>(
      `select kcu.table_name, kcu.column_name, ccu.table_name as referenced_table, rc.delete_rule
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu using (constraint_schema, constraint_name)
       join information_schema.constraint_column_usage ccu using (constraint_schema, constraint_name)
       where rc.constraint_schema = 'public'
       order by kcu.table_name, kcu.column_name`,
    );
    expect(rows).toEqual([
      {
        table_name: 'admin_known_devices',
        column_name: 'admin_id',
        referenced_table: 'admin_users',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'admin_login_challenges',
        column_name: 'admin_id',
        referenced_table: 'admin_users',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'admin_recovery_codes',
        column_name: 'admin_id',
        referenced_table: 'admin_users',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'admin_sessions',
        column_name: 'admin_id',
        referenced_table: 'admin_users',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'application_notes',
        column_name: 'application_id',
        referenced_table: 'career_submissions',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'audit_log',
        column_name: 'admin_id',
        referenced_table: 'admin_users',
        delete_rule: 'SET NULL',
      },
      {
        table_name: 'conversation_attachments',
        column_name: 'conversation_message_id',
        referenced_table: 'conversation_messages',
        delete_rule: 'CASCADE',
      },
      ...[
        {
          column_name: 'application_id',
          referenced_table: 'career_submissions',
          delete_rule: 'CASCADE',
        },
        { column_name: 'lead_id', referenced_table: 'leads', delete_rule: 'CASCADE' },
        {
          column_name: 'outbox_message_id',
          referenced_table: 'mail_outbox',
          delete_rule: 'SET NULL',
        },
        { column_name: 'staff_admin_id', referenced_table: 'admin_users', delete_rule: 'SET NULL' },
      ].map((key) => ({ table_name: 'conversation_messages', ...key })),
      {
        table_name: 'lead_notes',
        column_name: 'lead_id',
        referenced_table: 'leads',
        delete_rule: 'CASCADE',
      },
      {
        table_name: 'stored_file_chunks',
        column_name: 'file_key',
        referenced_table: 'stored_files',
        delete_rule: 'CASCADE',
      },
    ]);
  });

  test('create the indexes the CRM and the login throttle query by', async () => {
    const rows = await query<{ tablename: string; indexdef: string }>(
      `select tablename, indexdef from pg_indexes where schemaname = 'public' and tablename in (?)`,
      [tables],
    );
    const indexedColumns = rows.map(
      (row) => `${row.tablename}(${/\((.*)\)$/.exec(row.indexdef)?.[1] ?? ''})`,
    );
    expect(indexedColumns).toEqual(
      expect.arrayContaining([
        'contact_submissions(created_at)',
        'career_submissions(created_at)',
        'leads(created_at)',
        'leads(is_won, is_lost)',
        'lead_notes(lead_id, created_at)',
        'admin_sessions(expires_at)',
        'admin_sessions(admin_id)',
        'login_attempts(username, created_at)',
        'login_attempts(ip, created_at)',
        'leads(last_enquiry_at DESC, id DESC)',
        'career_submissions(lower(email), id)',
        'contact_submissions(lower(email), created_at)',
        'audit_log(created_at DESC, id DESC)',
        'audit_log(admin_id, created_at DESC, id DESC)',
        'audit_log(action, created_at DESC, id DESC)',
      ]),
    );
  });

  test('keep spam reasons to the known ones, and index spam alone by its time', async () => {
    for (const table of ['contact_submissions', 'career_submissions']) {
      const [index] = await query<{ indexdef: string }>(
        `select indexdef from pg_indexes where indexname = ?`,
        [`${table}_spam_created_at_index`],
      );
      expect(index?.indexdef).toBe(
        `CREATE INDEX ${table}_spam_created_at_index ON public.${table} USING btree (created_at) WHERE (spam_reason IS NOT NULL)`,
      );
    }
    const contactColumns = `name, email, contact, spam_reason`;
    await query(
      `insert into contact_submissions (${contactColumns}) values
         ('A', 'a@example.com', '0400000000', 'honeypot'),
         ('B', 'b@example.com', '0400000000', 'too fast'),
         ('C', 'c@example.com', '0400000000', 'captcha failed'),
         ('D', 'd@example.com', '0400000000', null)`,
    );
    await expect(
      query(
        `insert into contact_submissions (${contactColumns}) values ('E', 'e@example.com', '0400000000', 'spam')`,
      ),
    ).rejects.toThrow(/contact_submissions_spam_reason_check/);
    await expect(
      query(
        `insert into career_submissions (first_name, last_name, email, phone, position, description, spam_reason)
         values ('F', 'G', 'f@example.com', '0400000000', 'DevOps Engineer', 'Ten characters or more', 'spam')`,
      ),
    ).rejects.toThrow(/career_submissions_spam_reason_check/);
    await query('delete from contact_submissions');
  });

  test('index the addresses of open leads uniquely, and of the other leads apart', async () => {
    const rows = await query<{ indexdef: string }>(
      `select indexdef from pg_indexes
        where indexname in ('leads_open_email_unique', 'leads_closed_email_index')
        order by indexname`,
    );
    expect(rows.map((row) => row.indexdef)).toEqual([
      'CREATE INDEX leads_closed_email_index ON public.leads USING btree (lower(email), id) WHERE (is_won OR is_lost OR legacy_duplicate)',
      'CREATE UNIQUE INDEX leads_open_email_unique ON public.leads USING btree (lower(email)) WHERE ((NOT is_won) AND (NOT is_lost) AND (NOT legacy_duplicate))',
    ]);
  });

  test('are recorded as applied, so a second run applies nothing', async () => {
    const executed = await database.orm.migrator.getExecuted();
    expect(executed.map((migration) => migration.name)).toEqual(
      migrationsList.map((migration) => migration.name),
    );
    await expect(database.orm.migrator.up()).resolves.toEqual([]);
  });

  test('match the entities, so no schema change is left unmigrated', async () => {
    const pendingChange = await database.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(pendingChange.trim()).toBe('');
  });

  test('put the flags and probability of old leads back in line with their stage', async () => {
    await database.orm.migrator.down({ to: 'Migration20261123140343_submission_keys' });
    await query(
      `insert into leads (name, email, contact, stage, is_won, is_lost, probability) values
         ('Won unflagged', 'a@example.com', '0400000000', 'closed_won', false, false, 40),
         ('Flagged open', 'b@example.com', '0400000000', 'proposal', true, false, 100),
         ('Lost unflagged', 'c@example.com', '0400000000', 'closed_lost', false, false, 20),
         ('Consistent', 'd@example.com', '0400000000', 'qualified', false, false, 60)`,
    );
    await database.orm.migrator.up();
    const rows = await query<{
      name: string;
      is_won: boolean;
      is_lost: boolean;
      probability: number;
    }>('select name, is_won, is_lost, probability from leads order by id');
    expect(rows).toEqual([
      { name: 'Won unflagged', is_won: true, is_lost: false, probability: 100 },
      { name: 'Flagged open', is_won: false, is_lost: false, probability: 100 },
      { name: 'Lost unflagged', is_won: false, is_lost: true, probability: 0 },
      { name: 'Consistent', is_won: false, is_lost: false, probability: 60 },
    ]);
    await query('delete from leads');
  });

  test('count the leads stored before replies were tracked as answered, and new ones as waiting', async () => {
    await database.orm.migrator.down({ to: 'Migration20261123143000_lead_flags_follow_stage' });
    await query(
      `insert into leads (name, email, contact, created_at) values
         ('Stored before', 'a@example.com', '0400000000', now() - interval '3 hours')`,
    );
    await database.orm.migrator.up();
    await query(
      `insert into leads (name, email, contact) values ('Stored after', 'b@example.com', '0400000000')`,
    );
    const rows = await query<{ name: string; awaits_reply: boolean; first_reply_at: Date | null }>(
      'select name, awaits_reply, first_reply_at from leads order by id',
    );
    expect(rows).toEqual([
      { name: 'Stored before', awaits_reply: false, first_reply_at: null },
      { name: 'Stored after', awaits_reply: true, first_reply_at: null },
    ]);
    await query('delete from leads');
  });

  test('keep every open lead of an address that already had several, the newest one taking its repeat enquiries', async () => {
    await database.orm.migrator.down({ to: 'Migration20261123200100_lead_first_reply' });
    await query(
      `insert into leads (name, email, contact, stage, is_won, created_at) values
         ('First', 'Jane@Example.com', '0400000000', 'new', false, now() - interval '3 days'),
         ('Second', 'jane@example.com', '0400000000', 'qualified', false, now() - interval '2 days'),
         ('Won earlier', 'jane@example.com', '0400000000', 'closed_won', true, now() - interval '9 days'),
         ('Other', 'ann@example.com', '0400000000', 'new', false, now() - interval '1 day')`,
    );
    await database.orm.migrator.up();
    const rows = await query<{ name: string; legacy_duplicate: boolean; enquiry_count: number }>(
      'select name, legacy_duplicate, enquiry_count from leads order by id',
    );
    expect(rows).toEqual([
      { name: 'First', legacy_duplicate: true, enquiry_count: 1 },
      { name: 'Second', legacy_duplicate: false, enquiry_count: 1 },
      { name: 'Won earlier', legacy_duplicate: false, enquiry_count: 1 },
      { name: 'Other', legacy_duplicate: false, enquiry_count: 1 },
    ]);
    const [lastEnquiry] = await query<{ same: boolean }>(
      'select bool_and(last_enquiry_at = created_at) as same from leads',
    );
    expect(lastEnquiry?.same).toBe(true);
    await expect(
      query(
        `insert into leads (name, email, contact) values ('Third', 'JANE@example.com', '0400000000')`,
      ),
    ).rejects.toThrow(/leads_open_email_unique/);
    await query('delete from leads');
  });

  test('index the CRM search as trigrams of one lower-cased text, and the list pages without spam', async () => {
    const [extension] = await query<{ extname: string }>(
      `select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extension).toEqual({ extname: 'pg_trgm' });
    const rows = await query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where indexname in ('leads_search_index', 'contact_submissions_search_index',
                            'career_submissions_search_index',
                            'contact_submissions_created_at_id_index',
                            'career_submissions_created_at_id_index',
                            'leads_stage_last_enquiry_at_id_index')
        order by indexname`,
    );
    const contactText = `lower(((((((((name || ' '::text) || email) || ' '::text) || COALESCE(company, ''::text)) || ' '::text) || contact) || ' '::text) || COALESCE(message, ''::text)))`;
    expect(rows).toEqual([
      {
        indexname: 'career_submissions_created_at_id_index',
        indexdef:
          'CREATE INDEX career_submissions_created_at_id_index ON public.career_submissions USING btree (created_at DESC, id DESC) WHERE (spam_reason IS NULL)',
      },
      {
        indexname: 'career_submissions_search_index',
        indexdef: `CREATE INDEX career_submissions_search_index ON public.career_submissions USING gin (lower(((((((((((first_name || ' '::text) || last_name) || ' '::text) || email) || ' '::text) || phone) || ' '::text) || "position") || ' '::text) || description)) gin_trgm_ops)`,
      },
      {
        indexname: 'contact_submissions_created_at_id_index',
        indexdef:
          'CREATE INDEX contact_submissions_created_at_id_index ON public.contact_submissions USING btree (created_at DESC, id DESC) WHERE (spam_reason IS NULL)',
      },
      {
        indexname: 'contact_submissions_search_index',
        indexdef: `CREATE INDEX contact_submissions_search_index ON public.contact_submissions USING gin (${contactText} gin_trgm_ops)`,
      },
      {
        indexname: 'leads_search_index',
        indexdef: `CREATE INDEX leads_search_index ON public.leads USING gin (${contactText} gin_trgm_ops)`,
      },
      {
        indexname: 'leads_stage_last_enquiry_at_id_index',
        indexdef:
          'CREATE INDEX leads_stage_last_enquiry_at_id_index ON public.leads USING btree (stage, last_enquiry_at DESC, id DESC) INCLUDE (estimated_value)',
      },
    ]);
  });

  test('build the CRM indexes over the rows already stored', async () => {
    await database.orm.migrator.down({ to: 'Migration20261125050000_repeat_enquiries' });
    await query(
      `insert into leads (name, email, contact, company, message, stage)
       select 'Lead ' || i, 'lead' || i || '@example.com', '0400 000 ' || i,
              case when i % 2 = 0 then 'Harbour Analytics' end,
              case when i % 3 = 0 then 'Needs Kotlin' end,
              (array['new', 'contacted'])[i % 2 + 1]
         from generate_series(1, 300) as i`,
    );
    await query(
      `insert into contact_submissions (name, email, contact, message, spam_reason)
       select 'Lead ' || i, 'lead' || i || '@example.com', '0400', 'Needs Kotlin',
              case when i % 10 = 0 then 'honeypot' end
         from generate_series(1, 300) as i`,
    );
    await database.orm.migrator.up();
    const searched = await database.orm.em.getConnection().transactional(async (ctx) => {
      const connection = database.orm.em.getConnection();
      await connection.execute('set local enable_seqscan = off', [], 'run', ctx);
      const plan = await connection.execute<{ 'QUERY PLAN': string }[]>(
        `explain select count(*) from leads
          where lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || contact || ' ' || coalesce(message, '')) like '%kotlin%'`,
        [],
        'all',
        ctx,
      );
      const [counted] = await connection.execute<{ count: string }[]>(
        `select count(*) from leads
          where lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || contact || ' ' || coalesce(message, '')) like '%kotlin%'`,
        [],
        'all',
        ctx,
      );
      return { plan: plan.map((row) => row['QUERY PLAN']).join('\n'), count: counted?.count };
    });
    expect(searched.plan).toContain('leads_search_index');
    expect(searched.count).toBe('100');
    const [valid] = await query<{ invalid: string }>(
      `select count(*) as invalid from pg_index where not indisvalid`,
    );
    expect(valid?.invalid).toBe('0');
    await query('delete from contact_submissions');
    await query('delete from leads');
  });

  test('index the leads won and lost by when they closed, for the reports', async () => {
    const rows = await query<{ indexdef: string }>(
      `select indexdef from pg_indexes
        where indexname in ('leads_won_closed_at_index', 'leads_lost_closed_at_index')
        order by indexname`,
    );
    expect(rows.map((row) => row.indexdef)).toEqual([
      'CREATE INDEX leads_lost_closed_at_index ON public.leads USING btree (closed_at) WHERE is_lost',
      'CREATE INDEX leads_won_closed_at_index ON public.leads USING btree (closed_at) INCLUDE (estimated_value) WHERE is_won',
    ]);
  });

  test('read back the furthest stage old leads reached from their notes, and when closed ones closed', async () => {
    await database.orm.migrator.down({ to: 'Migration20261126120000_privacy_admins_audit' });
    await query(
      `insert into leads (name, email, contact, stage, is_won, is_lost, probability, updated_at) values
         ('Untouched', 'a@example.com', '0400000000', 'new', false, false, 0, '2026-01-01T00:00:00Z'),
         ('Moved back', 'b@example.com', '0400000000', 'contacted', false, false, 20, '2026-01-02T00:00:00Z'),
         ('Lost late', 'c@example.com', '0400000000', 'closed_lost', false, true, 0, '2026-01-03T00:00:00Z'),
         ('Won at once', 'd@example.com', '0400000000', 'closed_won', true, false, 100, '2026-01-04T00:00:00Z')`,
    );
    await query(
      `insert into lead_notes (lead_id, note)
       select id, note from leads join (values
         ('Moved back', 'Stage changed from New to Proposal'),
         ('Moved back', 'Stage changed from Proposal to Contacted'),
         ('Lost late', 'Stage changed from Qualified to Negotiation'),
         ('Lost late', 'Lead marked as LOST. Reason: Budget')) as notes (lead, note)
         on leads.name = notes.lead`,
    );
    await database.orm.migrator.up();
    const rows = await query<{ name: string; reached_stage: string; closed_at: string | null }>(
      `select name, reached_stage, to_char(closed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as closed_at
         from leads order by id`,
    );
    expect(rows).toEqual([
      { name: 'Untouched', reached_stage: 'new', closed_at: null },
      { name: 'Moved back', reached_stage: 'proposal', closed_at: null },
      { name: 'Lost late', reached_stage: 'negotiation', closed_at: '2026-01-03 00:00' },
      { name: 'Won at once', reached_stage: 'new', closed_at: '2026-01-04 00:00' },
    ]);
    await query('delete from leads');
  });
});
