import { Migration } from '@mikro-orm/migrations';

/**
 * The hiring pipeline. An application has a stage (every existing one starts in Applied), a
 * reason when Not Selected, its own notes, and optionally a CV. The CV's description stays on the
 * application; its bytes live in a content store addressed by key (`stored_files`, in chunks of
 * `stored_file_chunks`), so every instance reads the same files, a database backup holds them,
 * and an object store could take the bytes' place without the application changing.
 */
export class Migration20261126090000_hiring_pipeline extends Migration {
  override name = 'Migration20261126090000_hiring_pipeline';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "career_submissions"
         add "stage" varchar(20) not null default 'applied',
         add "not_selected_reason" text null,
         add "updated_at" timestamptz not null default now(),
         add "cv_key" uuid null,
         add "cv_file_name" text null,
         add "cv_content_type" text null,
         add "cv_byte_size" int null;`,
    );
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_stage_check" check (stage in ('applied', 'technical_assessment', 'culture_fit', 'hired', 'not_selected'));`,
    );
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_not_selected_reason_check" check ((stage = 'not_selected') = (not_selected_reason is not null));`,
    );
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_cv_check" check ((cv_key is null) = (cv_file_name is null) and (cv_key is null) = (cv_content_type is null) and (cv_key is null) = (cv_byte_size is null));`,
    );
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_cv_key_unique" unique ("cv_key");`,
    );
    this.addSql(
      `create index "career_submissions_stage_created_at_id_index" on "career_submissions" ("stage", "created_at" desc, "id" desc) where "spam_reason" is null;`,
    );
    this.addSql(
      `create table "application_notes" ("id" serial primary key, "application_id" int not null, "note" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "application_notes_application_id_created_at_index" on "application_notes" ("application_id", "created_at");`,
    );
    this.addSql(
      `alter table "application_notes" add constraint "application_notes_application_id_foreign" foreign key ("application_id") references "career_submissions" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "stored_files" ("key" uuid not null, "byte_size" int not null, "created_at" timestamptz not null default now(), primary key ("key"));`,
    );
    this.addSql(
      `create table "stored_file_chunks" ("file_key" uuid not null, "seq" int not null, "data" bytea not null, primary key ("file_key", "seq"));`,
    );
    this.addSql(
      `alter table "stored_file_chunks" add constraint "stored_file_chunks_file_key_foreign" foreign key ("file_key") references "stored_files" ("key") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "stored_file_chunks";`);
    this.addSql(`drop table "stored_files";`);
    this.addSql(`drop table "application_notes";`);
    this.addSql(`drop index "career_submissions_stage_created_at_id_index";`);
    this.addSql(
      `alter table "career_submissions" drop constraint "career_submissions_cv_key_unique", drop constraint "career_submissions_cv_check", drop constraint "career_submissions_not_selected_reason_check", drop constraint "career_submissions_stage_check";`,
    );
    this.addSql(
      `alter table "career_submissions" drop column "stage", drop column "not_selected_reason", drop column "updated_at", drop column "cv_key", drop column "cv_file_name", drop column "cv_content_type", drop column "cv_byte_size";`,
    );
  }
}
