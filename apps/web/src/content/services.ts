import {
  IconApi,
  IconApps,
  IconBolt,
  IconBrain,
  IconBrandAndroid,
  IconBrandApple,
  IconBrandDjango,
  IconBrandFigma,
  IconBrandGithubCopilot,
  IconBrandNodejs,
  IconBrandPython,
  IconBrandReact,
  IconBrandTypescript,
  IconBrandVercel,
  IconBrowser,
  IconBuildingSkyscraper,
  IconCalendarCheck,
  IconChartLine,
  IconChecklist,
  IconClipboardCheck,
  IconClock,
  IconCloud,
  IconCloudComputing,
  IconCode,
  IconCursorText,
  IconDatabase,
  IconDeviceMobile,
  IconEye,
  IconFileCheck,
  IconGauge,
  IconGitBranch,
  IconHeadset,
  IconLayoutDashboard,
  IconLock,
  IconMessages,
  IconMoodHappy,
  IconPalette,
  IconPigMoney,
  IconPuzzle,
  IconRefresh,
  IconReportAnalytics,
  IconRocket,
  IconRoute,
  IconScale,
  IconSearch,
  IconServer,
  IconSettingsAutomation,
  IconShieldCheck,
  IconShoppingCart,
  IconSparkles,
  IconStack2,
  IconTargetArrow,
  IconTestPipe,
  IconTool,
  IconTransform,
  IconUserCheck,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Benefit, MantineColorName, ProcessStep } from './home.ts';
import { servicePagePaths, type ServicePagePath } from './page-paths.ts';
import { pageTitle } from './site.ts';

/** Section ids on a service page that an in-page button may scroll to. */
export type ScrollTarget = 'tools';

export type CtaAction =
  { readonly kind: 'contact' } | { readonly kind: 'scroll'; readonly target: ScrollTarget };

export type CtaButton = {
  readonly label: string;
  readonly action: CtaAction;
};

export type PageCallToAction = {
  readonly heading: string;
  readonly text: string;
  readonly button: CtaButton;
};

export type ServiceHero = {
  readonly eyebrow?: string;
  readonly heading: string;
  readonly text: string;
  readonly primaryCta: CtaButton;
  readonly secondaryCta?: CtaButton;
};

type SectionHeading = {
  readonly heading: string;
  readonly intro?: string;
};

export type BenefitsSection = SectionHeading & {
  readonly kind: 'benefits';
  readonly items: readonly Benefit[];
};

export type ProcessSection = SectionHeading & {
  readonly kind: 'process';
  readonly steps: readonly ProcessStep[];
};

export type ListGroup = {
  readonly title: string;
  readonly description?: string;
  readonly icon: TablerIcon;
  readonly color: MantineColorName;
  readonly items: readonly string[];
};

export type ListsSection = SectionHeading & {
  readonly kind: 'lists';
  readonly groups: readonly ListGroup[];
};

export type ToolCard = {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly icon: TablerIcon;
  readonly color: MantineColorName;
};

export type ToolsSection = SectionHeading & {
  readonly kind: 'tools';
  readonly id: ScrollTarget;
  readonly tools: readonly ToolCard[];
};

export type DesignSection = SectionHeading & {
  readonly kind: 'design';
  readonly paragraphs: readonly string[];
  readonly listHeading: string;
  readonly items: readonly string[];
};

export type Highlight = {
  readonly value: string;
  readonly label: string;
  readonly description: string;
};

export type HighlightsSection = SectionHeading & {
  readonly kind: 'highlights';
  readonly items: readonly Highlight[];
};

export type ServiceSection =
  | BenefitsSection
  | ProcessSection
  | ListsSection
  | ToolsSection
  | DesignSection
  | HighlightsSection;

export type ServicePage = {
  readonly path: ServicePagePath;
  /** Full text for the document <title>. */
  readonly title: string;
  readonly metaDescription: string;
  readonly hero: ServiceHero;
  readonly sections: readonly ServiceSection[];
  readonly closingCta: PageCallToAction;
};

/** Ties each record to its own route so a page can never be filed under another path. */
export type ServicePages = { readonly [Path in ServicePagePath]: ServicePage & { path: Path } };

const toContact: CtaAction = { kind: 'contact' };

function contactButton(label: string): CtaButton {
  return { label, action: toContact };
}

export const servicePages: ServicePages = {
  '/dedicated-teams': {
    path: '/dedicated-teams',
    title: pageTitle('Dedicated Development Teams'),
    metaDescription:
      'Build a dedicated remote development team from Vietnam, the Philippines and Pakistan. Top 5% engineers, a 14-day average setup and 40-60% lower cost than hiring locally.',
    hero: {
      eyebrow: 'Dedicated Development Teams',
      heading: 'Your Own Engineering Team, Ready in 14 Days',
      text: 'We recruit, onboard and manage a full-time team of developers who work only on your product. You set the priorities and run the sprints; we take care of recruitment, HR, payroll, legal compliance and office management across Vietnam, the Philippines and Pakistan.',
      primaryCta: contactButton('Build Your Team'),
    },
    sections: [
      {
        kind: 'highlights',
        heading: 'A Dedicated Team at a Glance',
        items: [
          {
            value: '14 days',
            label: 'Average setup time',
            description:
              'From first call to developers committing code, with a 7-day expedited option.',
          },
          {
            value: 'Top 5%',
            label: 'Of applicants accepted',
            description:
              'Every engineer passes technical, English and reference checks before you meet them.',
          },
          {
            value: '40-60%',
            label: 'Lower cost',
            description:
              'Compared with hiring equivalent senior developers in Australia, the US or the UK.',
          },
          {
            value: '30 days',
            label: 'Satisfaction guarantee',
            description:
              'If a developer is not the right fit in the first month, we replace them at no cost.',
          },
        ],
      },
      {
        kind: 'benefits',
        heading: 'Why Clients Choose a Dedicated Team',
        intro:
          'A dedicated team gives you the commitment of in-house staff without the overheads of opening an office overseas.',
        items: [
          {
            title: 'Exclusively Yours',
            description:
              'Your developers work full-time on your product only. They join your stand-ups, use your tools and build the same product knowledge as your in-house staff.',
            icon: IconUsersGroup,
            color: 'blue',
          },
          {
            title: 'Pre-Vetted Senior Talent',
            description:
              'Only the top 5% of applicants make it through our live coding assessments, system design interviews, English screening and reference checks.',
            icon: IconUserCheck,
            color: 'teal',
          },
          {
            title: 'Working Hours That Overlap',
            description:
              'Our teams sit between UTC+5 and UTC+7, giving you several hours of live collaboration with Australia each day and afternoon overlap with Europe.',
            icon: IconClock,
            color: 'orange',
          },
          {
            title: 'Administration Handled',
            description:
              'We run HR, payroll, employment law, equipment and office management, so you never need a local entity, an accountant or a recruiter overseas.',
            icon: IconBuildingSkyscraper,
            color: 'violet',
          },
          {
            title: 'Predictable Costs',
            description:
              'One monthly invoice per developer, 40-60% below the cost of a local hire, with no surprise recruitment fees or redundancy liabilities.',
            icon: IconPigMoney,
            color: 'green',
          },
          {
            title: 'Risk-Free Start',
            description:
              'Our 30-day satisfaction guarantee means that if someone is not working out, we find and onboard a replacement at no extra cost.',
            icon: IconShieldCheck,
            color: 'indigo',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'How We Build Your Team',
        intro:
          'Most teams are assembled and working within 14 days. Need to move faster? Our expedited track takes 7.',
        steps: [
          {
            step: 1,
            title: 'Initial Consultation',
            description:
              'We learn about your product, your roadmap, your tech stack and the way your team works, then agree the roles, seniority and team shape you need.',
            duration: '1-2 days',
          },
          {
            step: 2,
            title: 'Team Assembly',
            description:
              'We shortlist candidates from our vetted network and you interview the finalists. You only ever meet people we would hire ourselves.',
            duration: '5-7 days',
          },
          {
            step: 3,
            title: 'Rapid Deployment',
            description:
              'Contracts, equipment, accounts and access are sorted before day one, so your new developers can pick up their first ticket straight away.',
            duration: '1-2 days',
          },
          {
            step: 4,
            title: 'Ongoing Success',
            description:
              'Your account manager checks in regularly, handles performance and leave, and scales the team up or down as your roadmap changes.',
            duration: 'Ongoing',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Roles We Staff',
        intro: 'Build a complete cross-functional team or start with one or two key hires.',
        groups: [
          {
            title: 'Engineering',
            icon: IconCode,
            color: 'blue',
            items: [
              'Full stack developers',
              'Frontend developers (React, Angular, Vue)',
              'Backend developers (Node.js, Python, .NET, Java, PHP)',
              'Mobile developers (React Native, Flutter, Swift, Kotlin)',
            ],
          },
          {
            title: 'Quality and Delivery',
            icon: IconClipboardCheck,
            color: 'teal',
            items: [
              'QA engineers, manual and automated',
              'Project managers and Scrum Masters',
              'Business analysts',
              'UI and UX designers',
            ],
          },
          {
            title: 'Platform and Data',
            icon: IconCloudComputing,
            color: 'violet',
            items: [
              'DevOps and site reliability engineers',
              'Cloud engineers (AWS, Azure, Google Cloud)',
              'Data engineers',
              'Machine learning engineers',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Everything Included',
        groups: [
          {
            title: 'We Take Care of the Rest',
            description:
              'Full HR, payroll, legal and office management comes standard with every dedicated team.',
            icon: IconChecklist,
            color: 'green',
            items: [
              'Recruitment, screening and technical vetting',
              'Employment contracts and local labour law compliance',
              'Payroll, tax, insurance and statutory benefits',
              'Modern office space, hardware and secure internet',
              'Leave management and cover planning',
              'Ongoing training and career development for your developers',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Ready to Meet Your Future Team?',
      text: 'Tell us about your product and the skills you need. We will send a tailored team proposal within 24 hours, and our expedited track can have developers working with you in as little as 7 days.',
      button: contactButton('Get Your Team Proposal'),
    },
  },

  '/team-augmentation': {
    path: '/team-augmentation',
    title: pageTitle('Team Augmentation Services'),
    metaDescription:
      'Add pre-vetted senior developers to your existing team in as little as 7 days. Flexible team augmentation from Asia with a 30-day replacement guarantee.',
    hero: {
      eyebrow: 'Team Augmentation',
      heading: 'Add Senior Developers to the Team You Already Have',
      text: 'Close skills gaps and meet your deadlines without a six-month hiring cycle. Our engineers join your stand-ups, your repositories and your sprint board, and start contributing in their first week.',
      primaryCta: contactButton('Augment Your Team'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Why Augment With Bamboo Bridge Teams',
        items: [
          {
            title: 'Scale in Days, Not Months',
            description:
              'Our average setup time is 14 days, and 7 days on our expedited track, compared with the months it takes to advertise, interview and onboard locally.',
            icon: IconRocket,
            color: 'blue',
          },
          {
            title: 'Specialist Skills on Demand',
            description:
              'Bring in the exact expertise your team is missing, whether that is DevOps, mobile, data engineering or a senior React developer to lift code quality.',
            icon: IconPuzzle,
            color: 'violet',
          },
          {
            title: 'Seamless Integration',
            description:
              'Augmented developers work inside your processes and tools, from Jira and Slack to GitHub and your CI pipeline, and report to your engineering lead.',
            icon: IconGitBranch,
            color: 'teal',
          },
          {
            title: 'Flexible Team Size',
            description:
              'Scale up for a launch and back down afterwards. Notice periods are agreed up front, so your headcount follows your roadmap rather than the other way round.',
            icon: IconScale,
            color: 'orange',
          },
          {
            title: '40-60% Lower Cost',
            description:
              'Senior engineers from Vietnam, the Philippines and Pakistan cost 40-60% less than equivalent local contractors, with HR, payroll and equipment included.',
            icon: IconPigMoney,
            color: 'green',
          },
          {
            title: 'Replacement Guarantee',
            description:
              'If a developer is not the right fit within the first 30 days, we replace them at no additional cost and manage the handover for you.',
            icon: IconShieldCheck,
            color: 'indigo',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'How Team Augmentation Works',
        steps: [
          {
            step: 1,
            title: 'Skills Gap Assessment',
            description:
              'We talk with your engineering lead about the work ahead, the skills your team is missing and how new developers will fit into your existing workflow.',
            duration: '1-2 days',
          },
          {
            step: 2,
            title: 'Candidate Matching',
            description:
              'We present a shortlist of vetted engineers with matching experience. You interview them, set a technical task if you wish, and choose who joins.',
            duration: '5-7 days',
          },
          {
            step: 3,
            title: 'Onboarding',
            description:
              'We handle contracts, hardware and security set-up while you grant access to your tools. Your new developers join their first stand-up ready to work.',
            duration: '1-2 days',
          },
          {
            step: 4,
            title: 'Continuous Support',
            description:
              'Regular check-ins with you and the developer keep performance on track. We handle leave cover, reviews and any changes to team size.',
            duration: 'Ongoing',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'When Team Augmentation Works Best',
        groups: [
          {
            title: 'Common Scenarios',
            icon: IconTargetArrow,
            color: 'blue',
            items: [
              'A product launch or funding milestone with a fixed deadline',
              'A growing backlog that your current team cannot clear',
              'Modernising a legacy system while keeping the product running',
              'Covering parental leave or other extended absences',
              'Adding a skill set your team needs for a single project',
            ],
          },
          {
            title: 'Skills Available',
            icon: IconStack2,
            color: 'teal',
            items: [
              'React, Next.js, Angular and Vue',
              'Node.js, Python, .NET, Java and PHP',
              'React Native, Flutter, Swift and Kotlin',
              'AWS, Azure, Google Cloud, Docker and Kubernetes',
              'Automated testing with Playwright, Cypress and Jest',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Need Extra Hands This Quarter?',
      text: 'Tell us which skills you are missing and when you need them. We will come back within 24 hours with matching profiles and a clear monthly cost.',
      button: contactButton('Find Your Developers'),
    },
  },

  '/project-development': {
    path: '/project-development',
    title: pageTitle('Custom Software Project Development'),
    metaDescription:
      'End-to-end software project delivery, from discovery and design to launch and support. Australian project management with senior engineering teams in Asia.',
    hero: {
      eyebrow: 'Project Development',
      heading: 'End-to-End Software Delivery, From Scope to Launch',
      text: 'Hand us a business problem and we will deliver working software. Our Australian-managed project teams take care of discovery, design, development, testing and launch, with a demo of real progress every fortnight.',
      primaryCta: contactButton('Discuss Your Project'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Why Build Your Project With Us',
        items: [
          {
            title: 'Clear Scope and Milestones',
            description:
              'Every project starts with a written scope, a milestone plan and an estimate you can take to your board, so you know what you are paying for and when it arrives.',
            icon: IconRoute,
            color: 'blue',
          },
          {
            title: 'Managed Delivery',
            description:
              'A dedicated project manager runs the day-to-day work and keeps you informed, with a single point of contact in Australia for escalations.',
            icon: IconHeadset,
            color: 'violet',
          },
          {
            title: 'Quality Built In',
            description:
              'Peer code review, automated tests and continuous integration are part of every sprint, not an afterthought before launch.',
            icon: IconTestPipe,
            color: 'teal',
          },
          {
            title: 'Fortnightly Demos',
            description:
              'You see working software at the end of every two-week sprint and can adjust priorities as you learn, without renegotiating the whole project.',
            icon: IconCalendarCheck,
            color: 'orange',
          },
          {
            title: 'You Own Everything',
            description:
              'Source code, designs, documentation and intellectual property are yours from the first commit, held in repositories you control.',
            icon: IconLock,
            color: 'indigo',
          },
          {
            title: 'Cost-Efficient Delivery',
            description:
              'Senior engineers in Asia let us deliver at 40-60% lower cost than a comparable local agency, without cutting corners on quality.',
            icon: IconPigMoney,
            color: 'green',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'Our Delivery Process',
        steps: [
          {
            step: 1,
            title: 'Discovery and Scoping',
            description:
              'Workshops with your stakeholders to map users, goals and constraints, ending in a prioritised backlog, a milestone plan and a fixed estimate.',
            duration: '1-2 weeks',
          },
          {
            step: 2,
            title: 'Design and Architecture',
            description:
              'Wireframes and clickable designs for the key user journeys, alongside a technical architecture chosen for your budget, scale and team.',
            duration: '1-2 weeks',
          },
          {
            step: 3,
            title: 'Agile Development',
            description:
              'Two-week sprints with a working demo at the end of each, automated testing throughout and a staging environment you can try at any time.',
            duration: 'Fortnightly sprints',
          },
          {
            step: 4,
            title: 'Launch and Support',
            description:
              'We deploy to production, monitor closely through a stabilisation period and hand over documentation, or stay on to support and extend the product.',
            duration: 'Ongoing',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'What We Deliver',
        groups: [
          {
            title: 'Web Applications',
            icon: IconBrowser,
            color: 'blue',
            items: [
              'Software-as-a-service platforms',
              'Customer and partner portals',
              'Internal dashboards and workflow tools',
              'Booking, quoting and scheduling systems',
            ],
          },
          {
            title: 'Mobile Apps',
            icon: IconDeviceMobile,
            color: 'teal',
            items: [
              'iOS and Android apps built with React Native or Flutter',
              'Native Swift and Kotlin apps',
              'Field service and offline-first apps',
              'Progressive web apps',
            ],
          },
          {
            title: 'Integrations and APIs',
            icon: IconApi,
            color: 'violet',
            items: [
              'Payment gateways such as Stripe and PayPal',
              'Accounting platforms including Xero and MYOB',
              'CRM and marketing tools such as Salesforce and HubSpot',
              'Public and partner REST and GraphQL APIs',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Engagement Models',
        groups: [
          {
            title: 'Choose How You Pay',
            icon: IconScale,
            color: 'orange',
            items: [
              'Fixed price for a clearly defined scope',
              'Time and materials for evolving products',
              'Milestone-based payments tied to delivered features',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Have a Project in Mind?',
      text: 'Share your idea, your deadline and your budget. We will reply within 2 hours and send a detailed proposal within 24 hours, with no commitment required.',
      button: contactButton('Get a Project Proposal'),
    },
  },

  '/technical-consulting': {
    path: '/technical-consulting',
    title: pageTitle('Technical Consulting and Architecture Reviews'),
    metaDescription:
      'Independent technical consulting: architecture reviews, technology selection, code and security audits and cloud cost optimisation from senior engineers.',
    hero: {
      eyebrow: 'Technical Consulting',
      heading: 'Senior Technical Advice When the Stakes Are High',
      text: 'Choosing a platform, scaling past your first architecture or inheriting a codebase nobody understands? Our senior engineers give you an independent, practical assessment and a clear plan you can act on.',
      primaryCta: contactButton('Book a Consultation'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'How We Can Help',
        items: [
          {
            title: 'Architecture Reviews',
            description:
              'We examine how your system is built, where it will break under growth and which changes give you the most resilience for the least effort.',
            icon: IconStack2,
            color: 'blue',
          },
          {
            title: 'Technology Selection',
            description:
              'Frameworks, databases, cloud providers and build-or-buy decisions, weighed against your budget, timeline and the skills of your team.',
            icon: IconBrain,
            color: 'violet',
          },
          {
            title: 'Code and Security Audits',
            description:
              'A line-by-line look at code quality, test coverage, dependency risk and common vulnerabilities from the OWASP Top 10, with fixes ranked by impact.',
            icon: IconSearch,
            color: 'red',
          },
          {
            title: 'Cloud Cost Optimisation',
            description:
              'We find idle resources, oversized instances and missing savings plans, and show you where your monthly cloud bill can come down.',
            icon: IconCloud,
            color: 'teal',
          },
          {
            title: 'Performance and Scalability',
            description:
              'Load testing, profiling and database tuning to find the bottlenecks behind slow pages and timeouts before your customers notice them.',
            icon: IconGauge,
            color: 'orange',
          },
          {
            title: 'Independent Advice',
            description:
              'We do not resell software licences or cloud credits, so our recommendations are based only on what is right for your business.',
            icon: IconScale,
            color: 'indigo',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'Our Consulting Process',
        steps: [
          {
            step: 1,
            title: 'Initial Conversation',
            description:
              'A free call to understand the decision in front of you, the systems involved and what a useful outcome looks like for your team.',
            duration: '1-2 days',
          },
          {
            step: 2,
            title: 'Assessment',
            description:
              'We review code, infrastructure and documentation and interview the people who build and run the system day to day.',
            duration: '1-2 weeks',
          },
          {
            step: 3,
            title: 'Recommendations',
            description:
              'A written report with findings, a prioritised roadmap and effort estimates, presented to your technical and business stakeholders.',
            duration: '2-3 days',
          },
          {
            step: 4,
            title: 'Implementation Support',
            description:
              'If you want help acting on the plan, we can pair with your team, provide specialist engineers or deliver the changes ourselves.',
            duration: 'As needed',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Common Engagements',
        groups: [
          {
            title: 'Architecture and Scale',
            icon: IconServer,
            color: 'blue',
            items: [
              'Preparing a platform for ten times the users',
              'Splitting a monolith where it genuinely helps',
              'Designing multi-tenant SaaS architecture',
              'Database performance and data modelling reviews',
            ],
          },
          {
            title: 'Modernisation',
            icon: IconTransform,
            color: 'violet',
            items: [
              'Migrating on-premises systems to the cloud',
              'Upgrading from .NET Framework to modern .NET',
              'Moving from AngularJS or jQuery to React',
              'Replacing manual releases with CI/CD',
            ],
          },
          {
            title: 'Due Diligence',
            icon: IconFileCheck,
            color: 'teal',
            items: [
              'Technical due diligence for investors and acquirers',
              'Vendor and agency code handover reviews',
              'Security posture and compliance readiness',
              'Engineering team structure and hiring plans',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'What You Receive',
        groups: [
          {
            title: 'Clear, Actionable Outputs',
            icon: IconReportAnalytics,
            color: 'green',
            items: [
              'A written findings report in plain English',
              'A prioritised roadmap with effort and cost estimates',
              'Architecture diagrams of the current and target state',
              'A briefing session for your leadership team',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Get an Expert Second Opinion',
      text: 'Book a free initial conversation with one of our senior engineers. We will tell you honestly whether a full assessment is worth it for your situation.',
      button: contactButton('Talk to a Technical Lead'),
    },
  },

  '/react-nodejs': {
    path: '/react-nodejs',
    title: pageTitle('React and Node.js Development Teams'),
    metaDescription:
      'Hire senior React and Node.js developers from Asia. TypeScript-first full stack teams for SaaS, e-commerce and real-time applications at 40-60% lower cost.',
    hero: {
      eyebrow: 'React and Node.js',
      heading: 'React and Node.js Developers Who Ship Production Code',
      text: 'Build fast, maintainable web products with full stack JavaScript and TypeScript specialists. Our React and Node.js engineers have shipped SaaS platforms, marketplaces and real-time dashboards for clients in Australia, the US and Europe.',
      primaryCta: contactButton('Hire React Developers'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Why React and Node.js',
        items: [
          {
            title: 'One Language Across the Stack',
            description:
              'TypeScript on the front end and the back end means shared types, shared validation and developers who can work on any part of your product.',
            icon: IconBrandTypescript,
            color: 'blue',
          },
          {
            title: 'Fast, Responsive Interfaces',
            description:
              'Component-based React interfaces with server rendering where it counts, tuned for Core Web Vitals and smooth on mobile devices.',
            icon: IconBrandReact,
            color: 'cyan',
          },
          {
            title: 'Scalable APIs',
            description:
              'Node.js handles thousands of concurrent connections efficiently, which suits real-time features, integrations and high-traffic APIs.',
            icon: IconBrandNodejs,
            color: 'green',
          },
          {
            title: 'Testing Culture',
            description:
              'Unit tests with Vitest or Jest and end-to-end tests with Playwright are written alongside features and run on every pull request.',
            icon: IconTestPipe,
            color: 'teal',
          },
          {
            title: 'Huge Ecosystem',
            description:
              'We know which libraries are worth adopting and which to avoid, so you benefit from the npm ecosystem without collecting technical debt.',
            icon: IconApps,
            color: 'violet',
          },
          {
            title: '40-60% Lower Cost',
            description:
              'Top 5% React and Node.js engineers at a fraction of local rates, with HR, payroll and equipment included.',
            icon: IconPigMoney,
            color: 'orange',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'How We Staff Your React and Node.js Team',
        steps: [
          {
            step: 1,
            title: 'Define Requirements',
            description:
              'We review your stack, architecture and roadmap to define the seniority and specialisms you need, from front-end performance to API design.',
            duration: '1-2 days',
          },
          {
            step: 2,
            title: 'Technical Vetting',
            description:
              'Candidates complete a practical React and Node.js assessment and a code review exercise before you interview the strongest.',
            duration: '5-7 days',
          },
          {
            step: 3,
            title: 'Team Onboarding',
            description:
              'Your developers set up their environments, read your codebase and ship a small first change to prove the pipeline end to end.',
            duration: '1-2 days',
          },
          {
            step: 4,
            title: 'Delivery and Review',
            description:
              'Ongoing delivery with regular code quality reviews from our technical lead, so standards stay high as your product grows.',
            duration: 'Ongoing',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Our React and Node.js Expertise',
        groups: [
          {
            title: 'Frontend',
            icon: IconBrandReact,
            color: 'cyan',
            items: [
              'React and Next.js',
              'TypeScript',
              'Redux Toolkit, Zustand and TanStack Query',
              'Tailwind CSS, Mantine and Material UI',
              'Storybook and accessible component libraries',
            ],
          },
          {
            title: 'Backend',
            icon: IconBrandNodejs,
            color: 'green',
            items: [
              'Node.js with Express, Fastify and NestJS',
              'REST, GraphQL and tRPC APIs',
              'Authentication with OAuth 2.0 and OpenID Connect',
              'Background jobs and queues with BullMQ',
              'WebSockets and real-time features',
            ],
          },
          {
            title: 'Data and Infrastructure',
            icon: IconDatabase,
            color: 'violet',
            items: [
              'PostgreSQL, MySQL and MongoDB',
              'Redis caching',
              'Prisma, Drizzle and MikroORM',
              'AWS Lambda, ECS and Vercel',
              'Docker and GitHub Actions',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'What We Build With React and Node.js',
        groups: [
          {
            title: 'Typical Projects',
            icon: IconLayoutDashboard,
            color: 'blue',
            items: [
              'Software-as-a-service platforms with subscription billing',
              'E-commerce storefronts and marketplaces',
              'Real-time dashboards and collaboration tools',
              'Customer portals and self-service applications',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Build Your React and Node.js Team',
      text: 'Tell us about your product and we will match you with React and Node.js engineers who fit your stack. Proposal within 24 hours; developers in as little as 7 days.',
      button: contactButton('Hire React and Node.js Developers'),
    },
  },

  '/python-django': {
    path: '/python-django',
    title: pageTitle('Python and Django Development'),
    metaDescription:
      'Senior Python and Django developers for content platforms, enterprise applications and data-driven products. Secure, scalable and 40-60% lower cost.',
    hero: {
      eyebrow: 'Python and Django',
      heading: 'Python and Django Development for Serious Products',
      text: 'From content platforms to data pipelines and machine learning services, our Python engineers build secure, maintainable systems with Django, Django REST Framework and FastAPI.',
      primaryCta: contactButton('Start Your Project'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Why Choose Python and Django',
        items: [
          {
            title: 'Rapid Development',
            description:
              "Django's batteries-included approach gives us authentication, an admin interface and database migrations from day one, so your budget goes on features.",
            icon: IconBolt,
            color: 'yellow',
          },
          {
            title: 'Secure by Default',
            description:
              'Built-in protection against SQL injection, cross-site scripting and request forgery, reinforced by our own security review checklist.',
            icon: IconShieldCheck,
            color: 'indigo',
          },
          {
            title: 'Proven at Scale',
            description:
              'Django powers some of the busiest sites on the web. With caching, task queues and careful query design it grows with your user base.',
            icon: IconChartLine,
            color: 'blue',
          },
          {
            title: 'Data and AI Ready',
            description:
              'Python is the language of data science, so analytics, reporting and machine learning features sit naturally alongside your application code.',
            icon: IconBrain,
            color: 'violet',
          },
          {
            title: 'Clean, Maintainable Code',
            description:
              'Type hints, automated formatting and thorough pytest suites keep the codebase readable for whoever works on it next.',
            icon: IconBrandPython,
            color: 'teal',
          },
          {
            title: 'Cost-Effective Expertise',
            description:
              'Senior Python developers from Vietnam, the Philippines and Pakistan at 40-60% lower cost than local hires.',
            icon: IconPigMoney,
            color: 'green',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Our Python and Django Expertise',
        groups: [
          {
            title: 'Web Frameworks',
            icon: IconBrandDjango,
            color: 'green',
            items: ['Django', 'Django REST Framework', 'FastAPI', 'Flask', 'Wagtail CMS'],
          },
          {
            title: 'Data and Machine Learning',
            icon: IconBrain,
            color: 'violet',
            items: [
              'pandas and NumPy',
              'scikit-learn',
              'PyTorch',
              'Apache Airflow',
              'Jupyter notebooks',
            ],
          },
          {
            title: 'Infrastructure and Tooling',
            icon: IconServer,
            color: 'blue',
            items: [
              'PostgreSQL and Redis',
              'Celery task queues',
              'Docker and Kubernetes',
              'AWS and Google Cloud',
              'pytest and GitHub Actions',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'What We Build',
        groups: [
          {
            title: 'Content Management Systems',
            description: 'Flexible publishing platforms your editors enjoy using.',
            icon: IconFileCheck,
            color: 'orange',
            items: [
              'Wagtail and Django CMS websites',
              'Multi-site and multilingual publishing',
              'Editorial workflows with approvals',
              'Headless content APIs for web and mobile',
            ],
          },
          {
            title: 'Enterprise Applications',
            description: 'Secure internal systems built around the way your organisation works.',
            icon: IconBuildingSkyscraper,
            color: 'indigo',
            items: [
              'Workflow and approval systems',
              'CRM and ERP extensions',
              'Role-based access and single sign-on',
              'Integrations with existing business systems',
            ],
          },
          {
            title: 'Data-Driven Applications',
            description: 'Products that turn your data into decisions.',
            icon: IconReportAnalytics,
            color: 'teal',
            items: [
              'Analytics dashboards and reporting',
              'ETL and data pipelines',
              'Machine learning model serving',
              'Forecasting and recommendation engines',
            ],
          },
        ],
      },
      {
        kind: 'process',
        heading: 'How We Deliver Python Projects',
        steps: [
          {
            step: 1,
            title: 'Requirements and Architecture',
            description:
              'We map your data, users and integrations, then design models, APIs and infrastructure that suit your scale and budget.',
            duration: '1-2 weeks',
          },
          {
            step: 2,
            title: 'Sprint Development',
            description:
              'Features are built in two-week sprints, each ending with a demo on a staging environment you can use yourself.',
            duration: 'Fortnightly sprints',
          },
          {
            step: 3,
            title: 'Testing and Quality Assurance',
            description:
              'Automated pytest suites, code review on every change and security checks keep quality high as the codebase grows.',
            duration: 'Every sprint',
          },
          {
            step: 4,
            title: 'Deployment and Support',
            description:
              'Automated deployments to your cloud, monitoring from day one and ongoing support to keep dependencies current and secure.',
            duration: 'Ongoing',
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Ready to Build With Python and Django?',
      text: 'Tell us what you need to build. We will reply within 2 hours and send a detailed proposal, with team options and timelines, within 24 hours.',
      button: contactButton('Start Your Project'),
    },
  },

  '/mobile-development': {
    path: '/mobile-development',
    title: pageTitle('Mobile App Development Teams'),
    metaDescription:
      'iOS, Android, cross-platform and progressive web app development. Senior mobile developers from Asia for business, e-commerce and social apps.',
    hero: {
      eyebrow: 'Mobile Development',
      heading: 'Mobile Apps Your Customers Will Keep Using',
      text: 'Our mobile engineers design, build and release apps for iOS and Android, whether you need native performance, one cross-platform codebase or a progressive web app that works offline.',
      primaryCta: contactButton('Build Your App'),
    },
    sections: [
      {
        kind: 'lists',
        heading: 'Platforms We Build For',
        groups: [
          {
            title: 'iOS',
            description: 'Native apps for iPhone and iPad.',
            icon: IconBrandApple,
            color: 'dark',
            items: [
              'Swift and SwiftUI',
              'UIKit',
              'Core Data and CloudKit',
              'Apple Pay and HealthKit',
            ],
          },
          {
            title: 'Android',
            description: 'Native apps for phones and tablets.',
            icon: IconBrandAndroid,
            color: 'green',
            items: ['Kotlin', 'Jetpack Compose', 'Room and WorkManager', 'Google Pay and Firebase'],
          },
          {
            title: 'Cross-Platform',
            description: 'One codebase for iOS and Android.',
            icon: IconDeviceMobile,
            color: 'blue',
            items: ['React Native', 'Expo', 'Flutter and Dart', 'Shared code with your web app'],
          },
          {
            title: 'Progressive Web Apps',
            description: 'App-like experiences delivered through the browser.',
            icon: IconBrowser,
            color: 'violet',
            items: [
              'Installable from the browser',
              'Offline support with service workers',
              'Push notifications',
              'No app store approval needed',
            ],
          },
        ],
      },
      {
        kind: 'benefits',
        heading: 'Why Build Your App With Us',
        items: [
          {
            title: 'Design That Feels Native',
            description:
              "We follow Apple's Human Interface Guidelines and Google's Material Design so your app feels at home on every device.",
            icon: IconPalette,
            color: 'pink',
          },
          {
            title: 'Performance First',
            description:
              'Fast start-up, smooth scrolling and careful battery and data use, measured on real devices rather than assumed.',
            icon: IconGauge,
            color: 'orange',
          },
          {
            title: 'Store Launch Handled',
            description:
              'We prepare listings, screenshots and privacy declarations and manage App Store and Google Play review through to release.',
            icon: IconRocket,
            color: 'blue',
          },
          {
            title: 'Secure by Design',
            description:
              "Encrypted storage, secure authentication and protected APIs keep your customers' data safe on the device and in transit.",
            icon: IconLock,
            color: 'indigo',
          },
          {
            title: 'Built to Evolve',
            description:
              'Over-the-air updates, feature flags and analytics let you learn from real users and improve the app after launch.',
            icon: IconRefresh,
            color: 'teal',
          },
          {
            title: '40-60% Lower Cost',
            description:
              'Experienced mobile developers from Asia deliver the same quality as a local studio for a fraction of the price.',
            icon: IconPigMoney,
            color: 'green',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Our Mobile Expertise',
        groups: [
          {
            title: 'Interface and Experience',
            icon: IconPalette,
            color: 'pink',
            items: [
              'Figma design and interactive prototypes',
              'Accessible interfaces that support screen readers',
              'Animations and gesture-driven navigation',
              'Dark mode and dynamic type',
            ],
          },
          {
            title: 'Backend and Integrations',
            icon: IconApi,
            color: 'blue',
            items: [
              'Firebase and Supabase',
              'REST and GraphQL APIs',
              'Push notifications and deep links',
              'In-app purchases, Stripe, Apple Pay and Google Pay',
            ],
          },
          {
            title: 'Quality and Release',
            icon: IconTestPipe,
            color: 'teal',
            items: [
              'Automated testing with Detox, XCTest and Espresso',
              'CI/CD with Fastlane and Expo Application Services',
              'Crash reporting with Sentry and Firebase Crashlytics',
              'Staged roll-outs and beta testing through TestFlight',
            ],
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Apps We Build',
        groups: [
          {
            title: 'Business Apps',
            description: 'Tools that make your staff and customers more productive.',
            icon: IconBuildingSkyscraper,
            color: 'indigo',
            items: [
              'Field service and inspections',
              'Bookings and scheduling',
              'Internal communication',
              'Offline data capture',
            ],
          },
          {
            title: 'E-commerce Apps',
            description: 'Shopping experiences that convert on small screens.',
            icon: IconShoppingCart,
            color: 'orange',
            items: [
              'Product catalogues and search',
              'Secure checkout and wallets',
              'Loyalty programs',
              'Order tracking and notifications',
            ],
          },
          {
            title: 'Social and Entertainment Apps',
            description: 'Engaging apps that bring people back every day.',
            icon: IconMoodHappy,
            color: 'grape',
            items: [
              'Community feeds and messaging',
              'Video and audio streaming',
              'User-generated content',
              'Events and ticketing',
            ],
          },
        ],
      },
      {
        kind: 'process',
        heading: 'From Idea to App Store',
        steps: [
          {
            step: 1,
            title: 'Discovery and UX Design',
            description:
              'We define your users, core journeys and platform choice, then design and test clickable prototypes before development begins.',
            duration: '1-2 weeks',
          },
          {
            step: 2,
            title: 'Development Sprints',
            description:
              'Two-week sprints with a fresh build on your phone at the end of each, distributed through TestFlight and Google Play internal testing.',
            duration: 'Fortnightly sprints',
          },
          {
            step: 3,
            title: 'Testing and Quality Assurance',
            description:
              'Automated and manual testing across a range of real iOS and Android devices, screen sizes and network conditions.',
            duration: 'Every sprint',
          },
          {
            step: 4,
            title: 'Launch and Growth',
            description:
              'Store submission, release monitoring and a roadmap of improvements driven by analytics and user feedback.',
            duration: 'Ongoing',
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Have an App Idea?',
      text: 'Tell us what you want to build and who it is for. We will recommend the right platform approach and send a proposal within 24 hours.',
      button: contactButton('Start Your App Project'),
    },
  },

  '/devops-cloud': {
    path: '/devops-cloud',
    title: pageTitle('DevOps and Cloud Engineering'),
    metaDescription:
      'DevOps and cloud engineering on AWS, Azure and Google Cloud: infrastructure as code, CI/CD automation, Kubernetes, monitoring and cloud cost optimisation.',
    hero: {
      eyebrow: 'DevOps and Cloud',
      heading: 'Reliable Infrastructure and Faster, Safer Releases',
      text: 'Our DevOps engineers automate your infrastructure, build deployment pipelines your developers trust and keep production healthy, so you can release more often with less risk and a smaller cloud bill.',
      primaryCta: contactButton('Optimize Your Infrastructure'),
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Our DevOps Services',
        items: [
          {
            title: 'CI/CD Pipelines',
            description:
              'Automated build, test and deployment pipelines that take every change from pull request to production in minutes, with safe rollbacks.',
            icon: IconSettingsAutomation,
            color: 'blue',
          },
          {
            title: 'Infrastructure as Code',
            description:
              'Your environments defined in Terraform or Pulumi, reviewed like application code and reproducible on demand.',
            icon: IconCode,
            color: 'violet',
          },
          {
            title: 'Containers and Kubernetes',
            description:
              'Containerised applications running on Kubernetes or Amazon ECS, with autoscaling that matches capacity to real demand.',
            icon: IconStack2,
            color: 'cyan',
          },
          {
            title: 'Monitoring and Observability',
            description:
              'Metrics, logs, traces and alerts that tell you something is wrong before your customers do, with runbooks for every alert.',
            icon: IconEye,
            color: 'orange',
          },
          {
            title: 'Cloud Cost Optimisation',
            description:
              'Right-sized instances, savings plans and automatic shutdown of idle environments to bring your monthly spend under control.',
            icon: IconPigMoney,
            color: 'green',
          },
          {
            title: 'Security and Compliance',
            description:
              'Least-privilege access, secrets management, automated patching and audit trails that support ISO 27001 and SOC 2 programs.',
            icon: IconShieldCheck,
            color: 'indigo',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'Cloud Platforms and Tools',
        groups: [
          {
            title: 'Cloud Platforms',
            icon: IconCloud,
            color: 'blue',
            items: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud', 'DigitalOcean'],
          },
          {
            title: 'Containers and Orchestration',
            icon: IconStack2,
            color: 'cyan',
            items: [
              'Docker',
              'Kubernetes and Helm',
              'Amazon ECS and EKS',
              'Azure Kubernetes Service',
            ],
          },
          {
            title: 'Automation',
            icon: IconSettingsAutomation,
            color: 'violet',
            items: ['Terraform and Pulumi', 'Ansible', 'GitHub Actions and GitLab CI', 'Argo CD'],
          },
          {
            title: 'Monitoring',
            icon: IconChartLine,
            color: 'orange',
            items: ['Prometheus and Grafana', 'Datadog', 'OpenSearch and the ELK stack', 'Sentry'],
          },
        ],
      },
      {
        kind: 'process',
        heading: 'How We Work',
        steps: [
          {
            step: 1,
            title: 'Infrastructure Audit',
            description:
              'We review your current environments, release process, costs and incident history to find the biggest risks and quickest wins.',
            duration: '3-5 days',
          },
          {
            step: 2,
            title: 'Roadmap and Design',
            description:
              'A target architecture and a staged plan that improves reliability without disrupting the teams shipping features.',
            duration: '1 week',
          },
          {
            step: 3,
            title: 'Implementation',
            description:
              'We codify infrastructure, build pipelines and set up monitoring in small, reversible steps, pairing with your developers as we go.',
            duration: '2-6 weeks',
          },
          {
            step: 4,
            title: 'Ongoing Operations',
            description:
              'Continued support for patching, upgrades, cost reviews and incident response, or a clean handover to your own team.',
            duration: 'Ongoing',
          },
        ],
      },
      {
        kind: 'lists',
        heading: 'What You Get',
        groups: [
          {
            title: 'Infrastructure Setup',
            description: 'Production-ready environments built the right way from the start.',
            icon: IconServer,
            color: 'blue',
            items: [
              'Separate development, staging and production environments',
              'Networking, load balancing and TLS certificates',
              'Managed databases with automated backups',
              'All of it defined as version-controlled code',
            ],
          },
          {
            title: 'Deployment Automation',
            description: 'Releases that are routine rather than stressful.',
            icon: IconRocket,
            color: 'violet',
            items: [
              'Automated tests on every pull request',
              'One-click or fully automatic deployments',
              'Blue-green and canary release strategies',
              'Fast, tested rollbacks',
            ],
          },
          {
            title: 'Monitoring and Maintenance',
            description: 'Production kept healthy, secure and up to date.',
            icon: IconTool,
            color: 'orange',
            items: [
              'Dashboards and alerting for key services',
              'Centralised logging and tracing',
              'Security patching and version upgrades',
              'Monthly cost and performance reviews',
            ],
          },
        ],
      },
    ],
    closingCta: {
      heading: 'Ship Faster on Infrastructure You Can Trust',
      text: 'Tell us about your current set-up and what keeps you up at night. A senior DevOps engineer will review it with you and recommend the next steps, free of charge.',
      button: contactButton('Get DevOps Consultation'),
    },
  },

  '/rapid-prototyping': {
    path: '/rapid-prototyping',
    title: pageTitle('AI-Powered Rapid Prototyping'),
    metaDescription:
      'Turn your idea into a working, clickable prototype in 24-48 hours. AI-assisted rapid prototyping with Cursor, GitHub Copilot, v0 and Claude at up to 70% lower cost.',
    hero: {
      eyebrow: 'AI-Powered Rapid Prototyping',
      heading: 'From Idea to Working Prototype in 24-48 Hours',
      text: 'Our engineers combine product thinking with the latest AI-assisted development tools to turn your concept into a working prototype you can click through, test with users and show to investors, in days rather than months.',
      primaryCta: contactButton('Start Your Prototype'),
      secondaryCta: { label: 'See Our Tools', action: { kind: 'scroll', target: 'tools' } },
    },
    sections: [
      {
        kind: 'benefits',
        heading: 'Why Prototype With AI',
        items: [
          {
            title: 'Speed to Market',
            description:
              'Validate your idea with a working prototype in 24-48 hours, so you can test demand and pitch investors while competitors are still writing specifications.',
            icon: IconRocket,
            color: 'blue',
          },
          {
            title: 'Cost Effective',
            description:
              'AI-assisted development cuts prototyping cost by up to 70% compared with traditional methods, leaving more budget for the product that follows.',
            icon: IconPigMoney,
            color: 'green',
          },
          {
            title: 'Iterative Design',
            description:
              'Changes that used to take a week take hours. Try several directions, gather feedback and refine the prototype in rapid rounds.',
            icon: IconRefresh,
            color: 'orange',
          },
          {
            title: 'AI-Enhanced',
            description:
              'Experienced engineers direct AI tools to generate interfaces, code and test data, then review every line so the prototype is a sound base to build on.',
            icon: IconSparkles,
            color: 'violet',
          },
        ],
      },
      {
        kind: 'tools',
        id: 'tools',
        heading: 'Our AI Toolkit',
        intro:
          'We choose the right tool for each stage of the build, and our engineers stay in control of every decision.',
        tools: [
          {
            name: 'Cursor',
            category: 'AI code editor',
            description:
              'An AI-native code editor that understands the whole codebase, letting our engineers scaffold features and refactor across files in minutes.',
            icon: IconCursorText,
            color: 'dark',
          },
          {
            name: 'GitHub Copilot',
            category: 'AI pair programmer',
            description:
              'Inline code suggestions and chat inside the editor that speed up routine work such as API handlers, form logic and tests.',
            icon: IconBrandGithubCopilot,
            color: 'gray',
          },
          {
            name: 'v0 by Vercel',
            category: 'Interface generation',
            description:
              'Generates React and Tailwind CSS interfaces from plain-language prompts, giving us polished first drafts of screens to refine.',
            icon: IconSparkles,
            color: 'violet',
          },
          {
            name: 'Claude',
            category: 'AI assistant',
            description:
              "Anthropic's AI model helps us reason through requirements, draft data models and review code for edge cases before users find them.",
            icon: IconMessages,
            color: 'orange',
          },
          {
            name: 'Figma AI',
            category: 'Design',
            description:
              'AI features in Figma speed up wireframes, layout variations and realistic content, so designs are ready for feedback sooner.',
            icon: IconBrandFigma,
            color: 'pink',
          },
          {
            name: 'Vercel',
            category: 'Deployment and hosting',
            description:
              'Every version of your prototype is deployed to a shareable preview link, so stakeholders can try it on any device straight away.',
            icon: IconBrandVercel,
            color: 'blue',
          },
        ],
      },
      {
        kind: 'process',
        heading: 'Our Rapid Prototyping Process',
        steps: [
          {
            step: 1,
            title: 'Concept and Design',
            description:
              'A focused workshop to define the problem, the users and the core journeys, followed by AI-assisted wireframes and visual designs for your approval.',
            duration: 'Hours 1-6',
          },
          {
            step: 2,
            title: 'AI Development',
            description:
              'Our engineers build the prototype with AI-assisted tools, wiring up real screens, navigation, sample data and the key interactions.',
            duration: 'Hours 6-24',
          },
          {
            step: 3,
            title: 'Testing and Iteration',
            description:
              'We test on desktop and mobile, walk you through the result and make rounds of refinements based on your feedback.',
            duration: 'Hours 24-48',
          },
          {
            step: 4,
            title: 'Handoff and Scale',
            description:
              'You receive the source code, a hosted demo and a roadmap to production, and can scale straight into a dedicated team to build the full product.',
            duration: 'After approval',
          },
        ],
      },
      {
        kind: 'design',
        heading: 'Prototypes That Look and Feel Like the Real Thing',
        paragraphs: [
          'A prototype only earns useful feedback if people believe it. We design every prototype with a consistent visual language, realistic content and responsive layouts, so investors, customers and your own team react to the idea rather than to rough edges.',
          'Because our prototypes are built with production-grade frameworks rather than throwaway mock-ups, the work is not wasted. When you are ready to go further, the same code and design system become the foundation of your product.',
        ],
        listHeading: 'Every prototype includes',
        items: [
          'Clickable, responsive screens for desktop and mobile',
          'A design system with colours, typography and reusable components',
          'Realistic sample data and working navigation',
          'Basic accessibility checks for contrast and keyboard use',
          'A hosted preview link you can share with anyone',
          'Full source code in your own repository',
        ],
      },
    ],
    closingCta: {
      heading: 'See Your Idea Working in 24-48 Hours',
      text: 'Share your concept with us today and get a working prototype in 24-48 hours, at up to 70% lower cost than traditional prototyping.',
      button: contactButton('Get Started Today'),
    },
  },
};

export function isServicePath(path: string): path is ServicePagePath {
  return (servicePagePaths as readonly string[]).includes(path);
}
