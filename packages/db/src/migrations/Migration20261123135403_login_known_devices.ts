import { Migration } from '@mikro-orm/migrations';

export class Migration20261123135403_login_known_devices extends Migration {
  override name = 'Migration20261123135403_login_known_devices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_known_devices" ("id" serial primary key, "admin_id" int not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "admin_known_devices_admin_id_index" on "admin_known_devices" ("admin_id");`,
    );
    this.addSql(
      `alter table "admin_known_devices" add constraint "admin_known_devices_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(`alter table "login_attempts" add "trapped" boolean not null default false;`);

    this.addSql(
      `alter table "admin_known_devices" add constraint "admin_known_devices_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_known_devices" cascade;`);

    this.addSql(`alter table "login_attempts" drop column "trapped";`);
  }
}
