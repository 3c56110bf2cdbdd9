export interface CrmSeed {
  leads: number;
  contactSubmissions: number;
  careerSubmissions: number;
}

// Word lists the generated rows pick from by row number, so every run writes the same data and
// searches find realistic numbers of matches (a common surname, a rare phrase).
const firstNames =
  'Aisha Ben Chloe Daniel Emily Farid Grace Hiro Isla Jack Kavya Liam Mei Noah Olivia Priya Quinn Ravi Sophie Tom Uma Vikram Willow Xavier Yasmin Zoe Ahmed Bianca Connor Dara'.split(
    ' ',
  );
const lastNames =
  'Nguyen Smith Lee Khan Williams Brown Tran Jones Garcia Wilson Patel Taylor Santos Martin Chen Anderson Reyes Thomas Malik White Pham Harris Cruz Clarke Ali Walker Le Young Bautista King'.split(
    ' ',
  );
const companies =
  'Acme Bluegum Coastal Dingo Eucalypt Ferntree Goanna Harbour Ironbark Jacaranda Kookaburra Lorikeet Mallee Numbat Outback Platypus Quokka Redgum Saltbush Tasman Uluru Wattle Yarra Zenith Brightline Cobalt Driftwood Emberly Foxglove Granite Horizon Inlet Juniper Keystone Lantern Meridian Northwind Opal Pinnacle Quartz'.split(
    ' ',
  );
const companySuffixes = ['Pty Ltd', 'Digital', 'Labs', 'Group', 'Software', 'Health', 'Logistics'];
const technologies = 'React Node.js Python Java Flutter Angular .NET Go Vue PHP AWS'.split(' ');
const products = [
  'marketplace',
  'booking system',
  'healthcare portal',
  'logistics dashboard',
  'mobile app',
  'payments platform',
  'learning platform',
  'CRM integration',
  'data pipeline',
  'e-commerce store',
];
const extras = [
  'We would like to start next month.',
  'Our current team is in Sydney and needs help with the backlog.',
  'Looking for a long-term partner rather than a one-off project.',
  'Can you share pricing for a team in Vietnam?',
  'We have a tight deadline before the end of the financial year.',
  'Please call me in the afternoon, Melbourne time.',
];
const lostReasons = [
  'Budget cut for this year',
  'Chose a local agency',
  'Project postponed',
  'No reply after proposal',
  'Went with an in-house hire',
];

function textArray(values: readonly string[]): string {
  return `(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[])`;
}

/**
 * A word of `values` for row `i`, picked by PostgreSQL's integer hash with a salt per field, so
 * the fields vary independently of each other and of the stage (which follows `i % 20`): a search
 * then finds its matches spread over every column, as real data would have them.
 */
function pick(values: readonly string[], salt: number): string {
  return `${textArray(values)}[1 + abs(hashint4(i + ${salt * 1_000_003})) % ${values.length}]`;
}

/** The generated columns of row `i` of `count`, shared by leads and the requests behind them. */
function personColumns(count: string): string {
  const first = pick(firstNames, 1);
  const last = pick(lastNames, 2);
  return `${first} || ' ' || ${last} as name,
          lower(${first}) || '.' || lower(${last}) || i || '@example' || (i % 10) || '.com' as email,
          '+61 4' || lpad(((i * 7919) % 100000000)::text, 8, '0') as contact,
          case when abs(hashint4(i + 3000009)) % 10 = 0 then null
               else ${pick(companies, 4)} || ' ' || ${pick(companySuffixes, 5)} end as company,
          (array['1-3', '4-7', '8-15', '16+', null])[1 + abs(hashint4(i + 6000018)) % 5] as team_size,
          'We need ' || ${pick(technologies, 7)} || ' developers for our ' || ${pick(products, 8)} ||
            '. ' || ${pick(extras, 9)} as message,
          -- Two years of requests up to the seed's moment, the newest last, at irregular seconds.
          $2::timestamptz - ((${count} - i) * interval '631 seconds') - ((i % 97) * interval '1 second') as created_at`;
}

/** Runs one SQL statement with `$1`-style parameters: a `pg` client or a test app's connection. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Fills an empty CRM with generated leads, the consultation requests behind them and job
 * applications, by PostgreSQL itself (generate_series), so 100,000 rows take seconds. Stages
 * are spread as a real pipeline is: most leads new or early, a tenth won and a tenth lost,
 * with the flags, probability, value and reason each stage implies.
 */
export async function seedCrm(run: RunSql, seed: CrmSeed): Promise<void> {
  // One moment for every statement, so a lead and the request behind it share their time.
  const now = new Date().toISOString();
  await run(
    'truncate leads, lead_notes, contact_submissions, career_submissions, mail_outbox restart identity cascade',
  );
  await run(
    `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
     select name, email, contact, company, team_size, message, created_at
       from (select ${personColumns('$1::int')} from generate_series(1, $1::int) as i) as person`,
    [seed.contactSubmissions, now],
  );
  await run(
    `insert into leads (name, email, contact, company, team_size, message, stage, estimated_value,
                        probability, is_won, is_lost, lost_reason, created_at, updated_at,
                        awaits_reply, enquiry_count, last_enquiry_at)
     select name, email, contact, company, team_size, message, stage,
            case when stage = 'new' then null else 5000 + (i * 37 % 200) * 500 end,
            case stage when 'new' then 10 when 'contacted' then 20 when 'qualified' then 40
                       when 'proposal' then 60 when 'negotiation' then 80
                       when 'closed_won' then 100 else 0 end,
            stage = 'closed_won', stage = 'closed_lost',
            case when stage = 'closed_lost'
                 then ${textArray(lostReasons)}[1 + i % ${lostReasons.length}] end,
            created_at, created_at, false, 1, created_at
       from (select i, ${personColumns('$1::int')},
                    case when i % 20 < 6 then 'new' when i % 20 < 10 then 'contacted'
                         when i % 20 < 13 then 'qualified' when i % 20 < 15 then 'proposal'
                         when i % 20 < 16 then 'negotiation' when i % 20 < 18 then 'closed_won'
                         else 'closed_lost' end as stage
               from generate_series(1, $1::int) as i) as person`,
    [seed.leads, now],
  );
  await run(
    `insert into career_submissions (first_name, last_name, email, phone, position, description,
                                     linkedin_url, created_at)
     select ${textArray(firstNames)}[1 + i % ${firstNames.length}],
            ${textArray(lastNames)}[1 + (i / 3) % ${lastNames.length}],
            'applicant' || i || '@example.com', '+63 9' || lpad(((i * 104729) % 1000000000)::text, 9, '0'),
            (array['Senior React Developer', 'Node.js Engineer', 'QA Engineer', 'DevOps Engineer'])[1 + i % 4],
            'Five years of ' || ${textArray(technologies)}[1 + i % ${technologies.length}] ||
              ' work on a ' || ${textArray(products)}[1 + i % ${products.length}] || '.',
            case when i % 3 = 0 then null else 'https://www.linkedin.com/in/applicant-' || i end,
            $2::timestamptz - (($1::int - i) * interval '3 hours')
       from generate_series(1, $1::int) as i`,
    [seed.careerSubmissions, now],
  );
  await run('vacuum analyze leads, contact_submissions, career_submissions');
}
