import {
  IconChartBar,
  IconChess,
  IconPigMoney,
  IconTrendingUp,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { BlogArticleSlug } from './page-paths.ts';
import { site } from './site.ts';

export const blogCategories = [
  'Future of Work',
  'Business Impact',
  'Market Analysis',
  'Cost Strategy',
  'Team Integration',
  'Competitive Strategy',
] as const;

type BlogCategory = (typeof blogCategories)[number];

const blogAuthors = {
  danielWhitford: 'Daniel Whitford',
  tranMinhKhoa: 'Tran Minh Khoa',
} as const;

type BlogAuthor = (typeof blogAuthors)[keyof typeof blogAuthors];

export type BlogArticle = {
  readonly id: number;
  /** Its address is /blog/<slug> (content/page-paths.ts). */
  readonly slug: BlogArticleSlug;
  readonly title: string;
  readonly excerpt: string;
  /** Paragraphs separated by a blank line, so the article overlay can split on "\n\n". */
  readonly content: string;
  readonly author: BlogAuthor;
  /** ISO calendar date, e.g. '2025-09-28'. */
  readonly date: string;
  readonly category: BlogCategory;
  readonly tags: readonly string[];
  readonly icon: TablerIcon;
};

export const blogParagraphSeparator = '\n\n';

const paragraphs = (...texts: readonly string[]): string => texts.join(blogParagraphSeparator);

export const blogArticles: readonly BlogArticle[] = [
  {
    id: 1,
    slug: 'distributed-by-design',
    title: 'The Future of Work Is Distributed by Design, Not by Accident',
    excerpt:
      'Remote engineering stopped being an emergency measure years ago. The teams that thrive now treat time zones, written communication and deliberate overlap as design choices. Here is what that looks like with developers in Pakistan, the Philippines and Vietnam.',
    content: paragraphs(
      'For most software companies, the first real experience of remote work was improvised. Offices closed, laptops went home, and teams discovered that code could still ship. What many did not do was redesign how they worked. They recreated the office on video calls, with the same meetings, the same expectation of instant replies and the same dependence on whoever happened to be online. That approach survives when everyone shares a city. It breaks as soon as a team spans several time zones.',
      'The companies getting the most out of distributed engineering in 2025 have moved past the improvisation stage. They treat location and time as design parameters, in the same way they treat architecture or release cadence. For CTOs and founders weighing a dedicated team in Asia, that shift in mindset matters more than any single tool or hiring channel.',
      'Time zones are a budget to be spent carefully, not a barrier. Our developers work across a band that runs from Pakistan at UTC+5 to Vietnam at UTC+7, with the Philippines one hour further east at UTC+8. For a company in Sydney, Melbourne or Canberra, Vietnam is three or four hours behind depending on daylight saving, so a normal Vietnamese working day covers most of the Australian afternoon. Pakistan sits five to six hours behind eastern Australia, and its afternoon lines up neatly with the European morning. For North American companies the natural overlap is thin, which is why teams serving the United States agree on a fixed early or late window rather than hoping to bump into each other.',
      'The useful question is not “how many hours do we share?” but “what genuinely has to happen at the same time?” In our experience a well-run team needs two to four hours of real overlap each day: enough for a stand-up, a design discussion when one is needed and quick unblocking. Almost everything else, including code review, specifications, status updates and most decisions, works better in writing. A team that must be online together eight hours a day to function usually has unclear requirements rather than a time-zone problem.',
      "Writing becomes the operating system of a distributed team. The teams that work well write down the reasons behind architectural choices, the acceptance criteria for a story, the steps to reproduce a bug and the outcome of a meeting that not everyone could attend. This sounds bureaucratic until you notice what it replaces. In a co-located team the same knowledge lives in people's heads and leaks out slowly through interruptions. In a distributed team it lives in pull-request descriptions, decision records and a searchable wiki, where a new engineer in Ho Chi Minh City or Lahore can find it on a Monday morning without waiting for someone in Canberra to wake up.",
      'The handover between time zones becomes an advantage when it is planned. A client team can review pull requests at the end of its day, leave comments, and find them addressed when it starts the next morning. Support rotations can cover more hours without anyone working nights. None of this happens by itself. It depends on clear handover notes and on giving the remote team real ownership rather than a queue of tickets to drain.',
      'Dedicated teams are replacing transactional ones. Freelance marketplaces taught many companies to think of offshore developers as interchangeable and short-term. The teams that deliver look different: the same engineers, working only on your product, attending your rituals and accumulating context month after month. Context is the most expensive asset in software development, and a team that keeps it compounds its value in a way that a rotating cast of contractors cannot.',
      'That is also why employment conditions matter to the client, not only to the engineer. Developers with proper contracts, benefits, equipment and a visible career path stay longer. When a provider handles HR, payroll, legal compliance and office management locally, the client gains stability without setting up a foreign entity, and the engineers gain the security of a real job rather than a gig.',
      'For engineering leaders, the shift is from supervising activity to defining outcomes. Clear goals, a visible backlog, agreed quality standards and honest retrospectives do more for a distributed team than any monitoring software. For founders, it means accepting that the best engineer for a role may live several time zones away, and building a company that can use that fact rather than resist it.',
      'The office is not disappearing, and some work still benefits from people sharing a room, particularly early product discovery and difficult conversations. But the default has moved. The question for most CTOs is no longer whether to work with a distributed team, but how deliberately they will design it. Leaders who make time, writing and ownership explicit will find that engineers in Pakistan, the Philippines and Vietnam are not a compromise. They are a structural advantage.',
    ),
    author: blogAuthors.tranMinhKhoa,
    date: '2025-09-28',
    category: 'Future of Work',
    tags: ['Remote Work', 'Time Zones', 'Async Collaboration'],
    icon: IconWorld,
  },
  {
    id: 2,
    slug: 'measuring-dedicated-team-impact',
    title: 'Beyond Headcount: Measuring the Business Impact of a Dedicated Team',
    excerpt:
      'Adding engineers is easy to count and hard to justify. How to judge a dedicated remote team by what it changes, from time to capacity and delivery speed to quality and leadership focus, and why rigorous vetting is where that impact is won or lost.',
    content: paragraphs(
      'When founders ask whether a dedicated remote team will pay off, they usually start with a salary comparison. It is a reasonable starting point, but it is not where the business impact shows up. The real questions are whether the roadmap moves faster, whether quality holds, whether leadership gets time back and whether the company can respond when its market shifts. Savings matter only if the team delivers.',
      'Start with time to capacity. Hiring a senior engineer locally in Australia, the United Kingdom or the United States often takes several months from job advertisement to first commit, once sourcing, interviews, notice periods and onboarding are counted. During that time the roadmap waits. A provider with an established candidate pipeline can shorten this considerably. Our own average from an agreed brief to developers starting work is around 14 days, and faster when the role matches engineers already in our pipeline. The value of that difference is easy to underestimate: a feature that reaches customers a quarter earlier earns for a quarter longer.',
      "Vetting is where the impact is decided. The output of a team depends almost entirely on who is in it, and a weak hire costs far more than their salary. Reviewers spend time correcting their work, defects reach production and the strong engineers around them lose momentum. That is why we treat vetting as the core of the service rather than an administrative step. Candidates go through a technical screen matched to the client's stack, a practical exercise that resembles real work, an assessment of written and spoken English, and a conversation about how they handle ambiguity and feedback. Only a small share of applicants pass every stage, and clients interview the shortlist themselves and make the final decision.",
      'The practical exercise deserves emphasis. Algorithm puzzles measure a narrow skill under artificial pressure. Asking a candidate to extend a small existing codebase, write tests and explain their trade-offs in a pull request shows how they will behave in your repository. It also reveals something a résumé hides: whether they ask good questions when the brief is incomplete, which is the normal state of real product work.',
      'Once the team is running, measure outcomes rather than activity. Useful indicators include lead time from starting a change to running it in production, deployment frequency, the share of changes that cause incidents and the time taken to restore service after a failure. These are the measures popularised by the DORA research programme, and they work equally well for co-located and distributed teams. Alongside them, track roadmap items delivered against plan each quarter, and ask product managers and designers how the collaboration feels. Numbers without that qualitative signal can hide friction until it turns into resignations.',
      'Avoid vanity metrics such as hours logged, lines of code or story points completed. They are easy to game and say little about value. A team that closes fewer tickets but removes a recurring outage has done more for the business than one that ships a pile of cosmetic changes.',
      'One of the least visible gains is leadership attention. When a provider handles recruitment, payroll, equipment, local compliance and office management, a CTO can spend their time on architecture, product and coaching instead of administration in a foreign jurisdiction. For a founder running a company of twenty people, getting back even a day a week is a material change.',
      "A dedicated team also changes the company's risk profile. Knowledge stops being concentrated in one or two local engineers, and holidays or resignations no longer stall releases. Retention is central here, because a team that churns loses the context that makes it valuable. Stable employment, fair pay, proper benefits and visible career progression keep engineers in place, which is why we invest in them.",
      "Honesty requires naming the failure modes. Dedicated teams underperform when they are given tasks without context, excluded from planning or managed through a single overloaded point of contact. They also struggle when the client's own processes are unclear, because a remote team amplifies whatever engineering culture it joins, good or bad. The remedy is rarely more oversight. It is better integration: shared rituals, direct access to product owners and ownership of meaningful parts of the system.",
      'After three months, ask three questions. Is the roadmap moving faster than before? Has quality held or improved? Would you hire these engineers again if you had to start from scratch? If the answers are yes, the business impact is real, and the cost savings are a bonus rather than the whole justification.',
    ),
    author: blogAuthors.danielWhitford,
    date: '2025-09-29',
    category: 'Business Impact',
    tags: ['Hiring', 'Vetting', 'Engineering Metrics', 'ROI'],
    icon: IconTrendingUp,
  },
  {
    id: 3,
    slug: 'three-talent-markets',
    title: 'Pakistan, the Philippines and Vietnam: An Honest Look at Three Talent Markets',
    excerpt:
      'All three countries have large and growing pools of software engineers, but they differ in depth, specialisation, time zone and working culture. A practical comparison for leaders deciding where to build, including the caveats that headline statistics usually leave out.',
    content: paragraphs(
      'Comparisons of offshore talent markets are often written as league tables, with a single ranking and a handful of impressive numbers. The reality is more nuanced and more useful. Pakistan, the Philippines and Vietnam each offer a deep pool of engineers, but they suit different needs. This article sets out what we see on the ground, with one important caveat: published figures on technology workforces vary widely depending on who counts and how, so treat every number here as an order of magnitude rather than a precise fact.',
      'Vietnam has built its technology sector deliberately over the past two decades. Industry estimates commonly put its software workforce at around half a million people, and its universities produce tens of thousands of IT graduates each year. Large domestic technology companies and sustained foreign investment have created an ecosystem with strong engineering fundamentals, particularly in backend development, mobile, quality assurance and, increasingly, data engineering. Vietnam regularly appears near the top of global outsourcing and digital services rankings, although positions move from year to year and between publishers.',
      'English proficiency in Vietnam varies more than in the Philippines. Engineers at established firms in Ho Chi Minh City, Hanoi and Da Nang typically read and write technical English well, and many are fluent in meetings, but screening for spoken communication remains essential and teams work best with clear written specifications. At UTC+7, Vietnam gives Australian companies a comfortable afternoon overlap and European companies a usable morning one.',
      'The Philippines has one of the largest IT and business process management industries in the world. Industry association figures put employment in the sector well above one million people, although much of that is in customer operations rather than software engineering. Its clearest advantages are English, which is an official language used widely in business and education, and a familiarity with Western, particularly American, workplace norms. That makes the Philippines a natural fit for roles with heavy client contact: product-facing engineers, quality assurance, support engineering and technical project coordination.',
      'The software engineering pool in the Philippines is smaller relative to the whole industry than it is in Vietnam, and senior specialists in some stacks are in high demand, which pushes salaries up. At UTC+8, the Philippines is the closest of the three markets to Australian time, with a working day that overlaps most of the eastern Australian day.',
      "Pakistan's technology sector is often underestimated. The country has a large, young population, a growing number of computer science graduates and one of the most active freelance developer communities in the world, regularly appearing among the leading countries on global freelancing platforms. Official figures show exports of IT and IT-enabled services rising over recent years, although from a modest base compared with India. Pakistani engineers are strong in web development across JavaScript and Python stacks, in mobile development and, increasingly, in cloud and DevOps work.",
      'English is widely used in Pakistani higher education and professional life, and communication among experienced engineers is generally good. At UTC+5, Pakistan offers excellent overlap with the United Kingdom and Europe and a reasonable late-morning to afternoon overlap with Australia. Practical considerations include the reliability of power and connectivity, which good employers address with backup power and redundant internet connections for both offices and home workers.',
      'Headline numbers hide the factor that matters most: how many engineers are available at the seniority and in the stack you need, and how intensely others are competing for them. A country with half a million developers may have only a few hundred available senior engineers with production experience in a particular framework. Demand from domestic technology companies, banks and multinationals shifts quickly, and salaries for in-demand specialists can rise faster than general wage statistics suggest.',
      'It is also worth separating cost from value. Salaries differ between the three markets and between cities within them, but the gap between a good engineer and an average one is far larger than the gap between countries. Choosing a market purely on the lowest rate tends to produce the most expensive outcome.',
      'For most companies the right answer is not a single country but a match between role and market. Client-facing and QA-heavy roles often suit the Philippines. Engineering teams that need to grow steadily in depth often suit Vietnam. Teams that need strong European overlap, or web and mobile skills at scale, often suit Pakistan. Teams spanning two markets are increasingly common and, with good written practices, work well.',
      'Whatever you choose, ask for evidence rather than rankings: sample profiles at the seniority you need, a realistic time to hire and references from companies with a similar stack. Markets change. The quality of the individual engineers you hire is what decides the outcome.',
    ),
    author: blogAuthors.tranMinhKhoa,
    date: '2025-09-30',
    category: 'Market Analysis',
    tags: ['Vietnam', 'Philippines', 'Pakistan', 'Talent Markets'],
    icon: IconChartBar,
  },
  {
    id: 4,
    slug: 'where-savings-come-from',
    title: "Where 40-60% Savings Really Come From, and Where They Don't",
    excerpt:
      'Salary differences are only the starting point. A realistic cost model for a dedicated team in Asia counts employment on-costs, management time, provider margin and ramp-up, and shows where the savings are durable and where they quietly disappear.',
    content: paragraphs(
      'Providers of offshore teams, ourselves included, quote savings of 40-60% compared with hiring in the United States. That range is defensible, but only when you understand what is being compared. A figure built on salary alone flatters everyone. A figure built on the fully loaded cost of delivering working software is the one that should drive a decision.',
      "Start with the fully loaded local cost. The true cost of an engineer in Sydney, London or San Francisco is not their salary. Add superannuation or pension contributions, payroll tax where it applies, insurance, leave, equipment, software licences, office space, recruitment fees and the management time spent hiring and retaining people. On-costs commonly add a substantial percentage on top of base salary, and agency fees for senior engineers can amount to a meaningful share of the first year's pay. This fully loaded figure is the honest baseline.",
      "Then build the equivalent for a remote team. A dedicated engineer in Pakistan, the Philippines or Vietnam also has a fully loaded cost: salary, statutory benefits and social insurance, customary or mandated extras such as the Philippines' 13th-month pay and Vietnam's Tet bonus, health cover, equipment, workspace, backup power and internet, local HR and payroll, legal compliance, and the provider's margin for running all of it. Salaries for experienced engineers in these markets are substantially lower than in the United States or Australia, but they are not trivially low, and for senior specialists in high demand the gap narrows.",
      'When both sides are counted properly, our experience is that savings of 40-60% are typical for mid-level and senior engineers compared with major US markets. Against Australian or Western European costs the percentage is usually somewhat lower, but still substantial. The exact figure depends on seniority, stack, city and how much of the management effort the client keeps in house.',
      'The largest component of the saving is the salary differential, which reflects differences in living costs and local labour markets. The second is avoided overhead: the client does not set up a foreign entity, lease an office, run payroll in another currency or navigate local employment law. The third, often overlooked, is hiring speed and retention. Every month a role sits empty costs roadmap time, and every resignation costs a recruitment cycle plus months of lost context. A provider with a ready pipeline and good retention reduces both.',
      'Savings leak away in predictable places. The first is management overhead: a team that needs detailed instructions for every task consumes senior time on the client side and erodes the saving. The second is rework, caused by unclear requirements or weak vetting. The third is churn, when engineers leave for better offers and take context with them. The fourth is ramp-up. A new team typically needs several weeks to learn a codebase, and a cost model that ignores this overstates first-year savings.',
      'Some costs sit with the client wherever the team is located: product management, architecture decisions, code review by senior engineers in the early months and the occasional in-person workshop. Budget for them explicitly rather than discovering them later.',
      "The structure of the engagement matters too. A monthly fee per dedicated engineer, covering salary, benefits, equipment, workspace and the management of employment, is the most transparent arrangement. It makes costs predictable and aligns the provider's incentives with retention rather than billable hours. Be wary of arrangements that look cheap per hour but charge separately for onboarding, replacements or changes of scope. Ask what happens if an engineer is not the right fit. A replacement guarantee, such as our 30-day satisfaction guarantee, moves that risk to the provider.",
      "Here is a simple model to run. Take one role you plan to fill and write down the fully loaded local cost for a year, including recruitment. Next to it, write the provider's annual fee for an equivalent engineer, plus an allowance for your own management time and a reduced-output discount for the first two months. Compare the two, then ask which option puts a productive engineer on the roadmap sooner. For most companies the numbers clearly favour the dedicated team, but the exercise also shows where you need to invest to keep the savings real, which is usually in written requirements and onboarding.",
      "Cost is a strategy, not just a number. The companies that benefit most do not use a remote team to spend less on the same work. They use the savings to do more: a second product squad, better test coverage, a dedicated platform engineer or a longer runway. Savings reinvested in capability are the ones that change a company's trajectory.",
    ),
    author: blogAuthors.danielWhitford,
    date: '2025-10-01',
    category: 'Cost Strategy',
    tags: ['Cost Savings', 'Budgeting', 'Total Cost'],
    icon: IconPigMoney,
  },
  {
    id: 5,
    slug: 'first-30-days-onboarding',
    title: 'The First 30 Days: Onboarding Rituals That Turn Remote Developers into Your Team',
    excerpt:
      'Most remote teams that struggle were never properly integrated. A practical onboarding plan, the rituals worth keeping and the habits that make engineers in Pakistan, the Philippines and Vietnam part of the same team as your people at home.',
    content: paragraphs(
      'When a remote team underperforms, the cause is rarely talent. More often the engineers were treated as an external resource: given access to a ticket queue, invited to one status call a week and left to work out the rest. Integration is the difference between a vendor and a team, and most of it happens, or fails to happen, in the first thirty days.',
      'Good onboarding starts before anyone writes code. Prepare accounts for source control, the issue tracker, chat, documentation and cloud environments, granting only the access each role needs. Write or refresh a short onboarding guide covering how to run the system locally, how code is reviewed and deployed, who owns what and where decisions are recorded. Give each new engineer a buddy on the client side, a named person they can ask anything without feeling they are interrupting. And agree the working hours: the core overlap window when everyone is reachable, and what is expected outside it.',
      'The first week should be about understanding, not output. Begin with a welcome session that covers the business as well as the technology: who the customers are, what problem the product solves, how the company makes money and what the next two quarters look like. Walk through the architecture with the engineers who built it. Then give each new developer a small, real change to ship to production by the end of the week, such as a bug fix or a minor improvement. Shipping early proves the toolchain works, builds confidence and exposes gaps in the documentation while they are still fresh.',
      'Over the following three weeks, move from isolated tasks to ownership of an area: a service, a feature set or part of the test suite. Ownership is what changes behaviour. Engineers who own something raise problems early, suggest improvements and care about how it performs in production. Engineers who only receive tickets optimise for closing them. During this period, pair remote engineers with client engineers on at least one larger piece of work, because pairing transfers tacit knowledge faster than any document.',
      'A small set of shared rituals does most of the integration work. Hold a daily stand-up inside the overlap window, kept short and focused on blockers. Run sprint planning and retrospectives with the whole team, making sure remote engineers speak rather than just listen. Publish a brief written summary each week of what shipped, what is blocked and what comes next. And hold regular demos in which the engineers who built something present it themselves.',
      'Code review should flow in both directions. When client engineers review remote work but never the reverse, it signals a hierarchy and slows the remote team down. When review flows both ways, it spreads knowledge, raises standards on both sides and treats every engineer as a peer.',
      'Communication habits matter as much as meetings. Prefer public channels to private messages so that context is shared. Write decisions down together with the reasoning behind them, and summarise important meetings in a few lines for those who could not attend. Be explicit. In cross-cultural teams indirect feedback is easily missed, and some engineers may hesitate to say they do not understand, or to push back on a senior person at the client. Ask open questions, invite disagreement and thank people for raising problems. Psychological safety is not a soft extra; it is how bugs and bad assumptions surface before they reach customers.',
      'Learn the calendar. Eid in Pakistan, Holy Week and Christmas in the Philippines and Tet in Vietnam are major holidays, and planning releases around them avoids frustration on both sides. Include the remote team in company news, celebrations and all-hands meetings. If the budget allows, an in-person visit in either direction during the first few months builds relationships that make the following year of remote collaboration noticeably smoother.',
      'A good provider supports integration rather than standing between the client and the engineers. Direct communication between the client and the developers should be the default. The provider looks after employment, equipment, workspace, wellbeing and career development, and checks in regularly with both sides to catch friction early. It should never become a message relay.',
      "By the end of the first month, remote engineers should be shipping to production without hand-holding, raising questions in public channels, contributing to retrospectives and reviewing other people's code. At that point the distinction between local and remote engineers starts to fade, which is exactly the goal.",
    ),
    author: blogAuthors.danielWhitford,
    date: '2025-10-02',
    category: 'Team Integration',
    tags: ['Onboarding', 'Team Rituals', 'Communication'],
    icon: IconUsersGroup,
  },
  {
    id: 6,
    slug: 'ip-security-and-speed',
    title: 'Protecting Your Edge: IP, Security and Speed with a Distributed Team',
    excerpt:
      'A remote team is a competitive advantage only if it protects what makes your company valuable. How to secure intellectual property and systems with a dedicated team in Asia, and how to turn the extra engineering capacity into faster, more focused competition.',
    content: paragraphs(
      'Engineering capacity has become a competitive weapon. Companies that can ship, learn and adjust faster than their rivals win markets that look crowded from the outside. A dedicated remote team can provide that capacity at a sustainable cost, but only if it does not create new weaknesses. The two concerns we hear most often from CTOs and founders are intellectual property and security. Both are solvable, and handled properly they become a strength rather than a risk.',
      "The principle for intellectual property is simple: every line of code written for you should belong to you, through an unbroken legal chain from the engineer to your company. In practice that means three layers. Each engineer's employment contract assigns to the employer all intellectual property created in the course of their work and imposes confidentiality obligations. The provider's agreement with you then assigns that intellectual property to you, usually on payment, with confidentiality terms of its own. Finally, pre-existing materials, such as open-source libraries or the provider's internal tools, are identified and licensed to you so that nothing in your product sits in a grey zone.",
      'Ask any provider to show you both contracts, not only the one you sign. Employment law in each country affects how assignment works, so the engineer-level contract must be drafted for its jurisdiction. A provider that employs its engineers directly, rather than subcontracting to freelancers, can give you a far cleaner chain of title. This matters when you raise investment or sell the company, because due diligence will examine it closely.',
      'Security in a distributed team is largely the same discipline as security in an office, applied without the false comfort of a physical perimeter. Use single sign-on and multi-factor authentication for every system. Grant access by role and remove it promptly when roles change. Keep production access narrow and audited, with deployments running through pipelines rather than personal credentials. Store secrets in a secrets manager, never in repositories or chat. Issue company-managed devices with full-disk encryption, automatic updates and screen locks instead of relying on personal laptops. Where data is sensitive, keep it inside your own cloud environment and give engineers masked or synthetic data for development.',
      'Physical and people controls matter too. Offices with controlled access, clear rules about working in public places, background checks where local law allows them and regular security awareness training reduce the human risks that technical controls cannot. When an engineer leaves, an offboarding checklist that revokes every credential on the same day is essential.',
      "Compliance follows the data. If your product handles personal information, your obligations travel with it. Australian, European and other privacy regimes may require you to assess cross-border disclosures, put contractual safeguards in place and limit what offshore engineers can see. The host countries matter as well: the Philippines has had a comprehensive data privacy law for more than a decade, Vietnam has introduced significant personal data rules in recent years and Pakistan's framework is still developing. A competent provider helps you map these requirements rather than leaving you to discover them.",
      'With intellectual property and security settled, the strategic question becomes how to use the capacity. The weakest use of a remote team is to do the same work more cheaply while the competitive position stays the same. The strongest is to change what the company can attempt. Extra capacity can run experiments that a stretched team would postpone, pay down technical debt that slows every release, build the integrations customers keep requesting or maintain a mobile app alongside the web product without pulling engineers off the core roadmap.',
      'Speed also comes from focus. When a dedicated team owns a clearly bounded area, such as a platform, an integration layer or a product line, the core team can concentrate on problems where its context is irreplaceable. Clear ownership boundaries reduce coordination cost, which is the hidden tax on every growing engineering organisation.',
      'Rapid prototyping is another lever. AI-assisted tools now let a small team produce a working prototype in days rather than weeks, which means an idea can be tested with real users before a full team is committed to it. Used badly, the same tools produce unreviewed code that nobody fully understands. Treat prototypes as experiments, and put production code through the same review, testing and security checks as everything else.',
      'Competitors can copy features. They find it much harder to copy an organisation that learns quickly, protects its assets and scales engineering without losing quality. A dedicated team in Pakistan, the Philippines or Vietnam, with clean ownership of its work, sound security and real responsibility for meaningful parts of the product, contributes to exactly that kind of advantage. The capacity is available to everyone. The difference lies in how deliberately you use it.',
    ),
    author: blogAuthors.tranMinhKhoa,
    date: '2025-10-03',
    category: 'Competitive Strategy',
    tags: ['IP Protection', 'Security', 'Strategy'],
    icon: IconChess,
  },
];

export type BlogPageContent = {
  readonly meta: { readonly title: string; readonly description: string };
  readonly hero: { readonly badge: string; readonly title: string; readonly subtitle: string };
  readonly articlesHeading: string;
  readonly card: { readonly readMoreLabel: string };
  readonly articleOverlay: {
    readonly closeLabel: string;
    /** Before the article's own address, in the overlay. */
    readonly addressLabel: string;
    readonly callToActionText: string;
    readonly getStartedLabel: string;
  };
  readonly callToAction: {
    readonly title: string;
    readonly description: string;
    readonly buttonLabel: string;
  };
  readonly articlePage: {
    /** The link from an article's page back to the list. */
    readonly allArticlesLabel: string;
  };
  readonly feed: { readonly title: string; readonly description: string };
};

export const blogPageContent: BlogPageContent = {
  meta: {
    title: `Blog | ${site.businessName}`,
    description:
      'Insights for CTOs and founders on building, integrating and scaling dedicated remote development teams in Pakistan, the Philippines and Vietnam.',
  },
  hero: {
    badge: 'Insights & Resources',
    title: 'Insights on Building Remote Development Teams',
    subtitle:
      "Practical guidance for CTOs and founders on hiring, integrating and scaling dedicated engineering teams across Asia's top talent hubs, from cost strategy to security.",
  },
  articlesHeading: 'Latest Articles',
  card: { readMoreLabel: 'Read Full Article' },
  articleOverlay: {
    closeLabel: 'Close article',
    addressLabel: 'Link to this article:',
    callToActionText: 'Ready to build a dedicated team of your own?',
    getStartedLabel: "Let's Get Started",
  },
  callToAction: {
    title: 'Ready to Build Your Remote Team?',
    description:
      'Join 200+ companies that have scaled their engineering with dedicated developers from Pakistan, the Philippines and Vietnam. Book a free consultation and receive a tailored proposal within 24 hours.',
    buttonLabel: 'Get Free Consultation',
  },
  articlePage: { allArticlesLabel: 'All articles' },
  feed: {
    title: `${site.businessName} blog`,
    description:
      'Insights for CTOs and founders on building and scaling dedicated remote development teams in Asia.',
  },
};
