import { Migration } from '@mikro-orm/migrations';

/**
 * Pipeline reports. Where an enquiry came from (the form's page, the visit's landing page,
 * referrer and UTM tags) on the submission and on the lead it opened; the furthest open stage a
 * lead reached, for the funnel; when it was won or lost, for the value won per month.
 *
 * Leads stored before this have no history of stages but their notes: every move wrote "Stage
 * changed from A to B", so the furthest stage is read back from those and the current stage. Their
 * `closed_at` is their last change, the nearest that is known.
 */
export class Migration20261126200000_lead_sources_reports extends Migration {
  override name = 'Migration20261126200000_lead_sources_reports';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "contact_submissions" add "source_page" text null, add "landing_page" text null, add "referrer" text null, add "utm_source" text null, add "utm_medium" text null, add "utm_campaign" text null;`,
    );

    this.addSql(
      `alter table "leads" add "reached_stage" varchar(20) not null default 'new', add "closed_at" timestamptz null, add "source_page" text null, add "landing_page" text null, add "referrer" text null, add "utm_source" text null, add "utm_medium" text null, add "utm_campaign" text null;`,
    );

    this.addSql(`update "leads" l set "reached_stage" = coalesce((
      select s.value from (values ('new', 1, 'New'), ('contacted', 2, 'Contacted'),
        ('qualified', 3, 'Qualified'), ('proposal', 4, 'Proposal'), ('negotiation', 5, 'Negotiation'))
        as s (value, rank, label)
      where s.value = l.stage
         or exists (select 1 from "lead_notes" n where n.lead_id = l.id
           and (n.note like 'Stage changed from ' || s.label || ' to %'
             or n.note like 'Stage changed from % to ' || s.label))
      order by s.rank desc limit 1), 'new');`);
    this.addSql(
      `update "leads" set "closed_at" = "updated_at" where "stage" in ('closed_won', 'closed_lost');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "contact_submissions" drop column "source_page", drop column "landing_page", drop column "referrer", drop column "utm_source", drop column "utm_medium", drop column "utm_campaign";`,
    );

    this.addSql(
      `alter table "leads" drop column "reached_stage", drop column "closed_at", drop column "source_page", drop column "landing_page", drop column "referrer", drop column "utm_source", drop column "utm_medium", drop column "utm_campaign";`,
    );
  }
}
