import { Migration } from '@mikro-orm/migrations';

/** Where the IMAP reader of each mailbox has got to, and which instance reads it now. */
export class Migration20261127180000_imap_mailboxes extends Migration {
  override name = 'Migration20261127180000_imap_mailboxes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "imap_mailboxes" ("mailbox" text not null, "uid_validity" bigint not null, "last_uid" bigint not null default '0', "claimed_until" timestamptz null, "claim_token" uuid null, "updated_at" timestamptz not null default now(), primary key ("mailbox"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "imap_mailboxes" cascade;`);
  }
}
