import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** A reader's hold on one mailbox's row of `imap_mailboxes`, for the length of its lease. */
export interface MailboxClaim {
  mailbox: string;
  token: string;
  uidValidity: number;
  /** The highest UID already taken under `uidValidity`: reading goes on after it. */
  lastUid: number;
  /** The mailbox had another UIDVALIDITY before, so reading starts again from its first message. */
  uidValidityChanged: boolean;
}

/**
 * Claims `mailbox` for `leaseMs` unless another instance holds it: a short statement with `FOR
 * UPDATE SKIP LOCKED` and a lease, as the mail outbox's claims are, so no transaction stays open
 * across the IMAP conversation and a dead instance's claim runs out. A UIDVALIDITY other than the
 * recorded one sets `last_uid` back to 0: the UIDs read before number other messages now.
 * Answers undefined when another instance holds it.
 */
export async function claimMailbox(
  orm: MikroORM,
  mailbox: string,
  uidValidity: number,
  leaseMs: number,
): Promise<MailboxClaim | undefined> {
  const connection = orm.em.getConnection();
  await connection.execute(
    `insert into imap_mailboxes (mailbox, uid_validity) values (?, ?) on conflict (mailbox) do nothing`,
    [mailbox, uidValidity],
    'run',
  );
  const token = randomUUID();
  const [claimed] = await connection.execute<{ lastUid: number; previousUidValidity: number }[]>(
    `with claimable as (
       select mailbox, uid_validity from imap_mailboxes
       where mailbox = ? and (claimed_until is null or claimed_until < now())
       for update skip locked
     )
     update imap_mailboxes as m
     set claimed_until = now() + make_interval(secs => ?), claim_token = ?,
         last_uid = case when m.uid_validity = ? then m.last_uid else 0 end,
         uid_validity = ?, updated_at = now()
     from claimable where m.mailbox = claimable.mailbox
     returning m.last_uid::float8 as "lastUid", claimable.uid_validity::float8 as "previousUidValidity"`,
    [mailbox, leaseMs / 1000, token, uidValidity, uidValidity],
  );
  if (claimed === undefined) return undefined;
  return {
    mailbox,
    token,
    uidValidity,
    lastUid: claimed.lastUid,
    uidValidityChanged: claimed.previousUidValidity !== uidValidity,
  };
}

/**
 * Records that the message `uid` was taken (its ingestion committed) and renews the lease.
 * Answers false when the claim was lost (its lease ran out and another instance took the
 * mailbox): the caller stops reading.
 */
export async function recordTaken(
  orm: MikroORM,
  claim: MailboxClaim,
  uid: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await orm.em.getConnection().execute<QueryResult>(
    `update imap_mailboxes
     set last_uid = greatest(last_uid, ?), claimed_until = now() + make_interval(secs => ?), updated_at = now()
     where mailbox = ? and claim_token = ? and uid_validity = ?`,
    [uid, leaseMs / 1000, claim.mailbox, claim.token, claim.uidValidity],
    'run',
  );
  return result.affectedRows === 1;
}

/** Gives the mailbox back, so the next instance to look reads it at once. */
export async function releaseMailbox(orm: MikroORM, claim: MailboxClaim): Promise<void> {
  await orm.em.getConnection().execute(
    `update imap_mailboxes set claimed_until = null, claim_token = null
     where mailbox = ? and claim_token = ?`,
    [claim.mailbox, claim.token],
    'run',
  );
}
