import { Migration } from '@mikro-orm/migrations';

/**
 * Privacy and admin accounts: the audit log (who did what, to which record, from where; never a
 * person's data), scheduled jobs' last runs (the retention job), admins' forced password change
 * and two-factor login (TOTP secret, recovery codes, the login's second step), and where each
 * session was opened.
 */
export class Migration20261126120000_privacy_admins_audit extends Migration {
  override name = 'Migration20261126120000_privacy_admins_audit';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_recovery_codes" ("id" serial primary key, "admin_id" int not null, "code_hash" text not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "admin_recovery_codes_admin_id_index" on "admin_recovery_codes" ("admin_id");`,
    );

    this.addSql(
      `create table "admin_login_challenges" ("id" serial primary key, "admin_id" int not null, "token_hash" text not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "admin_login_challenges_admin_id_index" on "admin_login_challenges" ("admin_id");`,
    );
    this.addSql(
      `alter table "admin_login_challenges" add constraint "admin_login_challenges_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "admin_login_challenges_expires_at_index" on "admin_login_challenges" ("expires_at");`,
    );

    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "admin_id" int null, "admin_username" text null, "action" text not null, "record_type" text null, "record_id" int null, "details" jsonb null, "ip" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "audit_log_created_at_id_index" on "audit_log" ("created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "audit_log_admin_id_created_at_index" on "audit_log" ("admin_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "audit_log_action_created_at_index" on "audit_log" ("action", "created_at" desc, "id" desc);`,
    );

    this.addSql(
      `create table "scheduled_job_runs" ("job" text not null, "last_run_at" timestamptz not null, "details" jsonb null, primary key ("job"));`,
    );

    this.addSql(
      `alter table "admin_users" add "must_change_password" boolean not null default false, add "totp_secret" text null, add "two_factor_enabled_at" timestamptz null, add "totp_last_step" bigint null;`,
    );

    this.addSql(`alter table "admin_sessions" add "ip" text null, add "user_agent" text null;`);

    this.addSql(
      `alter table "admin_recovery_codes" add constraint "admin_recovery_codes_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "admin_login_challenges" add constraint "admin_login_challenges_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "admin_login_challenges" cascade;`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "scheduled_job_runs" cascade;`);

    this.addSql(`alter table "admin_sessions" drop column "ip", drop column "user_agent";`);

    this.addSql(
      `alter table "admin_users" drop column "must_change_password", drop column "totp_secret", drop column "two_factor_enabled_at", drop column "totp_last_step";`,
    );
  }
}
