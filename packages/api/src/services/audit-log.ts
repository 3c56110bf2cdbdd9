import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, AuditDetails, AuditRecordType } from '@app/domain';

/** Who did it, from where: an admin by id, or the system itself (`adminId` null). */
export interface AuditActor {
  adminId: number | null;
  /** The client's address as the server saw it; none for the system's own work. */
  ip: string | null;
}

export interface AuditRecord {
  type: AuditRecordType;
  id: number;
}

/**
 * Appends one row to the audit log. Given the transaction of the change it records, the row and
 * the change commit together. The admin's username is copied in by the same statement, so the row
 * still says who it was after the admin is removed.
 */
export async function recordAdminAction(options: {
  em: EntityManager;
  actor: AuditActor;
  action: AuditAction;
  record?: AuditRecord | undefined;
  details?: AuditDetails | undefined;
}): Promise<void> {
  const { em, actor, action, record, details } = options;
  await em.execute(
    `insert into audit_log (admin_id, admin_username, action, record_type, record_id, details, ip)
     values (?, (select username from admin_users where id = ?), ?, ?, ?, ?::jsonb, ?)`,
    [
      actor.adminId,
      actor.adminId,
      action,
      record?.type ?? null,
      record?.id ?? null,
      details === undefined ? null : JSON.stringify(details),
      actor.ip,
    ],
  );
}
