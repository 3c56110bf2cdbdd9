import { Migration } from '@mikro-orm/migrations';

export class Migration20261123200000_mail_outbox extends Migration {
  override name = 'Migration20261123200000_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "kind" text not null, "message_key" uuid not null default gen_random_uuid(), "recipient" text null, "payload" jsonb not null, "status" text not null default 'waiting', "attempts" int not null default 0, "last_error" text null, "last_error_detail" text null, "next_attempt_at" timestamptz not null default now(), "retry_window_started_at" timestamptz not null default now(), "claimed_until" timestamptz null, "claim_token" uuid null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(
      `create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = 'waiting';`,
    );
    this.addSql(
      `create index "mail_outbox_recipient_created_at_index" on "mail_outbox" ("recipient", "created_at") where "recipient" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
