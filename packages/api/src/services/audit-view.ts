import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuditAction,
  AuditAdmin,
  AuditDetails,
  AuditEntryDto,
  AuditRecordType,
  Page,
} from '@app/domain';
import {
  afterCursorCondition,
  cursorTimeSql,
  pageOf,
  type SqlPart,
  whereClause,
} from './crm-search.ts';
import { epochMsSql } from './sql-time.ts';

/** Where each kind of record an audit row names lives, to tell whether it is still there. */
const recordTables: Record<AuditRecordType, string> = {
  lead: 'leads',
  contact_submission: 'contact_submissions',
  application: 'career_submissions',
  mail_message: 'mail_outbox',
  admin: 'admin_users',
  session: 'admin_sessions',
  conversation_message: 'conversation_messages',
  conversation_attachment: 'conversation_attachments',
  mail_template: 'mail_templates',
};

/** Constant SQL per kind (table names from the table above, never from input). */
const recordExistsSql = `case a.record_type ${Object.entries(recordTables)
  .map(
    ([type, table]) =>
      `when '${type}' then exists (select 1 from ${table} r where r.id = a.record_id)`,
  )
  .join(' ')} else false end`;

interface AuditRow {
  id: string;
  at: number;
  cursor_at: string;
  admin_id: number | null;
  admin_username: string | null;
  action: AuditAction;
  record_type: AuditRecordType | null;
  record_id: number | null;
  record_exists: boolean;
  details: AuditDetails | null;
  ip: string | null;
}

/**
 * One page of the audit log, newest first (then by id, for rows of the same instant), by admin
 * and by action when asked; each of the filters and the plain order has its own index.
 */
export async function listAuditLog(options: {
  em: EntityManager;
  input: {
    adminId?: number | null | undefined;
    action?: AuditAction | null | undefined;
    cursor?: { at: string; id: number } | null | undefined;
    limit: number;
  };
}): Promise<Page<AuditEntryDto>> {
  const { em, input } = options;
  const conditions: SqlPart[] = [];
  if (input.adminId != null) conditions.push({ sql: 'a.admin_id = ?', params: [input.adminId] });
  if (input.action != null) conditions.push({ sql: 'a.action = ?', params: [input.action] });
  if (input.cursor != null)
    conditions.push(afterCursorCondition('a.created_at', 'a.id', input.cursor));
  const where = whereClause(conditions);
  const rows = await em.execute<AuditRow[]>(
    `select a.id, ${epochMsSql('a.created_at')} as at, ${cursorTimeSql('a.created_at')} as cursor_at,
            a.admin_id, a.admin_username, a.action, a.record_type, a.record_id,
            ${recordExistsSql} as record_exists, a.details, a.ip
       from audit_log a
      ${where.sql}
      order by a.created_at desc, a.id desc
      limit ?`,
    [...where.params, input.limit + 1],
  );
  return pageOf(
    rows.map((row) => ({ ...row, id: Number(row.id) })),
    input.limit,
    (row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      adminId: row.admin_id,
      adminUsername: row.admin_username,
      action: row.action,
      recordType: row.record_type,
      recordId: row.record_id,
      recordExists: row.record_exists,
      details: row.details,
      ip: row.ip,
    }),
  );
}

/** The admins the log can be filtered by: those who still have an account. */
export function auditAdmins(options: { em: EntityManager }): Promise<AuditAdmin[]> {
  return options.em.execute<Array<{ id: number; username: string }>>(
    'select id, username from admin_users order by username',
  );
}
