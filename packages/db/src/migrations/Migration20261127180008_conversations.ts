import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations with leads and applicants: mail templates; the messages staff send and those
 * received (a lead's or an application's, or unmatched until staff place them), each stored once
 * by its Message-ID, with a received message's attachments in rows of their own; a reply token
 * and a reply-waiting flag on each record; the stage a history note records (timelines), and an
 * index to find who moved a record in the audit log.
 */
export class Migration20261127180008_conversations extends Migration {
  override name = 'Migration20261127180008_conversations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "conversation_messages" ("id" serial primary key, "lead_id" int null, "application_id" int null, "direction" text not null, "message_id" text not null, "in_reply_to" text null, "references" text not null default '', "from_name" text null, "from_address" text not null, "to_address" text not null, "person_address" text not null, "subject" text not null, "body_text" text not null, "body_html" text null, "has_remote_images" boolean not null default false, "kind" text null, "staff_admin_id" int null, "staff_name" text null, "outbox_message_id" int null, "received_via" text null, "discarded_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `create index "conversation_messages_lead_id_created_at_index" on "conversation_messages" ("lead_id", "created_at") where "lead_id" is not null;`,
    );
    this.addSql(
      `create index "conversation_messages_application_id_created_at_index" on "conversation_messages" ("application_id", "created_at") where "application_id" is not null;`,
    );
    this.addSql(
      `create index "conversation_messages_unmatched_index" on "conversation_messages" ("created_at" desc, "id" desc) where "lead_id" is null and "application_id" is null and "discarded_at" is null;`,
    );
    this.addSql(
      `create index "conversation_messages_person_address_index" on "conversation_messages" ("person_address");`,
    );
    this.addSql(
      `create index "conversation_messages_outbox_message_id_index" on "conversation_messages" ("outbox_message_id") where "outbox_message_id" is not null;`,
    );

    this.addSql(
      `create table "conversation_attachments" ("id" serial primary key, "conversation_message_id" int not null, "file_name" text not null, "content_type" text not null, "byte_size" int not null, "content" bytea not null);`,
    );
    this.addSql(
      `create index "conversation_attachments_conversation_message_id_index" on "conversation_attachments" ("conversation_message_id");`,
    );

    this.addSql(
      `create table "mail_templates" ("id" serial primary key, "name" text not null, "subject" text not null, "body" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create unique index "mail_templates_name_lower_unique" on "mail_templates" (lower("name"));`,
    );

    this.addSql(
      `create index "audit_log_record_created_at_index" on "audit_log" ("record_type", "record_id", "created_at") where "record_id" is not null;`,
    );

    this.addSql(
      `alter table "career_submissions" add "reply_token" text null, add "reply_waiting" boolean not null default false;`,
    );
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_reply_token_unique" unique ("reply_token");`,
    );

    this.addSql(`alter table "application_notes" add "stage" varchar(20) null;`);

    this.addSql(
      `alter table "leads" add "reply_token" text null, add "reply_waiting" boolean not null default false;`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_reply_token_unique" unique ("reply_token");`,
    );

    this.addSql(`alter table "lead_notes" add "stage" varchar(20) null;`);

    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_application_id_foreign" foreign key ("application_id") references "career_submissions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_staff_admin_id_foreign" foreign key ("staff_admin_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_outbox_message_id_foreign" foreign key ("outbox_message_id") references "mail_outbox" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_direction_check" check (direction in ('sent', 'received'));`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_kind_check" check (kind in ('reply', 'automatic'));`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_received_check" check ((direction = 'received') = (kind is not null) and (direction = 'received') = (received_via is not null));`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_received_via_check" check (received_via in ('imap', 'webhook'));`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_one_record_check" check (lead_id is null or application_id is null);`,
    );

    this.addSql(
      `alter table "conversation_attachments" add constraint "conversation_attachments_conversation_message_id_foreign" foreign key ("conversation_message_id") references "conversation_messages" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "conversation_attachments" drop constraint "conversation_attachments_conversation_message_id_foreign";`,
    );

    this.addSql(`drop table if exists "conversation_messages" cascade;`);
    this.addSql(`drop table if exists "conversation_attachments" cascade;`);
    this.addSql(`drop table if exists "mail_templates" cascade;`);

    this.addSql(`alter table "application_notes" drop column "stage";`);

    this.addSql(`drop index "audit_log_record_created_at_index";`);

    this.addSql(
      `alter table "career_submissions" drop constraint "career_submissions_reply_token_unique";`,
    );
    this.addSql(
      `alter table "career_submissions" drop column "reply_token", drop column "reply_waiting";`,
    );

    this.addSql(`alter table "lead_notes" drop column "stage";`);

    this.addSql(`alter table "leads" drop constraint "leads_reply_token_unique";`);
    this.addSql(`alter table "leads" drop column "reply_token", drop column "reply_waiting";`);
  }
}
