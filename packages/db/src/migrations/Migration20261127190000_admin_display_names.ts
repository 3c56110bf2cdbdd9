import { Migration } from '@mikro-orm/migrations';

/** An admin's display name, which signs the e-mails they write; none until they set one. */
export class Migration20261127190000_admin_display_names extends Migration {
  override name = 'Migration20261127190000_admin_display_names';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_users" add "display_name" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_users" drop column "display_name";`);
  }
}
