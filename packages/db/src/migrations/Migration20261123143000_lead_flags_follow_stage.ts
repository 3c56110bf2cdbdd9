import { Migration } from '@mikro-orm/migrations';

/**
 * Before the pipeline rules were written once, a REST update could leave a lead in the Won or Lost
 * column without its flag (or flagged on an open stage), which the statistics then counted wrongly.
 * The stage is what the board shows, so the flags and the closed stages' probability follow it.
 */
export class Migration20261123143000_lead_flags_follow_stage extends Migration {
  override name = 'Migration20261123143000_lead_flags_follow_stage';

  override up(): void | Promise<void> {
    this.addSql(
      `update "leads" set
         "is_won" = ("stage" = 'closed_won'),
         "is_lost" = ("stage" = 'closed_lost'),
         "probability" = case "stage" when 'closed_won' then 100 when 'closed_lost' then 0 else "probability" end
       where "is_won" <> ("stage" = 'closed_won')
          or "is_lost" <> ("stage" = 'closed_lost')
          or ("stage" = 'closed_won' and "probability" <> 100)
          or ("stage" = 'closed_lost' and "probability" <> 0);`,
    );
  }

  override down(): void | Promise<void> {
    // The inconsistent values it corrected are not worth restoring.
  }
}
