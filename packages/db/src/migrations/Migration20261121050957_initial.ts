import { Migration } from '@mikro-orm/migrations';

export class Migration20261121050957_initial extends Migration {
  override name = 'Migration20261121050957_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_users" ("id" serial primary key, "username" text not null, "password" text not null, "created_at" timestamptz not null default now(), "last_login" timestamptz null);`,
    );
    this.addSql(
      `alter table "admin_users" add constraint "admin_users_username_unique" unique ("username");`,
    );
    this.addSql(
      `create unique index "admin_users_username_lower_unique" on "admin_users" (lower("username"));`,
    );

    this.addSql(
      `create table "admin_sessions" ("id" serial primary key, "admin_id" int not null, "token" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "admin_sessions_admin_id_index" on "admin_sessions" ("admin_id");`);
    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_token_unique" unique ("token");`,
    );
    this.addSql(
      `create index "admin_sessions_expires_at_index" on "admin_sessions" ("expires_at");`,
    );

    this.addSql(
      `create table "career_submissions" ("id" serial primary key, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text not null, "position" text not null, "description" text not null, "linkedin_url" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "career_submissions_created_at_index" on "career_submissions" ("created_at");`,
    );

    this.addSql(
      `create table "contact_submissions" ("id" serial primary key, "name" text not null, "email" text not null, "contact" text not null, "company" text null, "team_size" text null, "message" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "contact_submissions_created_at_index" on "contact_submissions" ("created_at");`,
    );

    this.addSql(
      `create table "leads" ("id" serial primary key, "name" text not null, "email" text not null, "contact" text not null, "company" text null, "team_size" text null, "message" text null, "stage" varchar(20) not null default 'new', "estimated_value" int null, "probability" int not null default 0, "is_won" boolean not null default false, "is_lost" boolean not null default false, "lost_reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(`create index "leads_is_won_is_lost_index" on "leads" ("is_won", "is_lost");`);

    this.addSql(
      `create table "lead_notes" ("id" serial primary key, "lead_id" int not null, "note" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "lead_notes_lead_id_created_at_index" on "lead_notes" ("lead_id", "created_at");`,
    );

    this.addSql(
      `create table "login_attempts" ("id" serial primary key, "username" text not null, "ip" text not null, "succeeded" boolean not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "login_attempts_username_created_at_index" on "login_attempts" ("username", "created_at");`,
    );
    this.addSql(
      `create index "login_attempts_ip_created_at_index" on "login_attempts" ("ip", "created_at");`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" text not null, "password" text not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lead_notes" add constraint "lead_notes_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop constraint "admin_sessions_admin_id_foreign";`);
    this.addSql(`alter table "lead_notes" drop constraint "lead_notes_lead_id_foreign";`);

    this.addSql(`drop table if exists "admin_users" cascade;`);
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
    this.addSql(`drop table if exists "career_submissions" cascade;`);
    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "leads" cascade;`);
    this.addSql(`drop table if exists "lead_notes" cascade;`);
    this.addSql(`drop table if exists "login_attempts" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
