import {
  IconAward,
  IconCertificate,
  IconHeartHandshake,
  IconPigMoney,
  IconRocket,
  IconShieldCheck,
  IconShieldLock,
  IconUserCheck,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { homeSectionIds, type HomeSectionId } from './navigation.ts';

export type MantineColorName =
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange'
  | 'red'
  | 'pink'
  | 'grape'
  | 'violet'
  | 'indigo'
  | 'gray'
  | 'dark';

/** What follows a statistic's number; a unit that is a word agrees with it ('1 day', '14 days'). */
type StatisticSuffix = string | { readonly one: string; readonly other: string };

export type Statistic = {
  readonly number: string;
  readonly countTo: number;
  readonly label: string;
  readonly description: string;
  readonly suffix: StatisticSuffix;
};

export type Benefit = {
  readonly title: string;
  readonly description: string;
  readonly icon: TablerIcon;
  readonly color: MantineColorName;
};

type ServiceFeature = {
  readonly title: string;
  readonly description: string;
};

export type ServiceGroup = {
  readonly title: string;
  readonly features: readonly ServiceFeature[];
};

type Technology = {
  readonly name: string;
};

export type TechnologyCategory = {
  readonly title: string;
  readonly color: MantineColorName;
  readonly technologies: readonly Technology[];
};

export type ProcessStep = {
  readonly step: number;
  readonly title: string;
  readonly description: string;
  readonly duration: string;
};

type CaseStudyMetric = {
  readonly label: string;
  readonly value: string;
};

export type CaseStudy = {
  readonly title: string;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly metrics: readonly [CaseStudyMetric, CaseStudyMetric, CaseStudyMetric];
  readonly category: string;
};

export type Testimonial = {
  readonly name: string;
  readonly role: string;
  readonly content: string;
  readonly rating: 5;
};

export type Industry = {
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly technologies: readonly string[];
  readonly color: MantineColorName;
};

export type FaqItem = {
  readonly question: string;
  readonly answer: string;
};

type ButtonVariant = 'filled' | 'light' | 'outline';

export type PricingPackage = {
  readonly name: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly buttonText: string;
  readonly buttonVariant: ButtonVariant;
};

export type SectionIntro = {
  readonly id: HomeSectionId | null;
  readonly title: string;
  readonly description: string;
};

type TrustPoint = {
  readonly title: string;
  readonly description: string;
};

export type TrustCategory = {
  readonly title: string;
  readonly icon: TablerIcon;
  readonly color: MantineColorName;
  readonly points: readonly TrustPoint[];
};

export type SectionButton = {
  readonly label: string;
  readonly targetSectionId: HomeSectionId;
};

export type Hero = {
  readonly heading: string;
  readonly subheading: string;
  readonly highlights: readonly string[];
  readonly primaryButton: SectionButton;
  readonly secondaryButton: SectionButton;
};

export type ClosingCallToAction = {
  readonly heading: string;
  readonly text: string;
  readonly button: SectionButton;
  readonly reassurance: string;
};

export const hero: Hero = {
  heading: 'Build Your Dedicated Remote Development Team in Asia',
  subheading:
    'Hire pre-vetted software engineers from Pakistan, the Philippines and Vietnam, managed by an Australian team that handles recruitment, HR, payroll and compliance. Save up to 60% against US-based development and have your team shipping code in as little as 14 days.',
  highlights: ['Top 5% of developers', '50+ technologies', 'Rated 5.0 by 50+ companies'],
  primaryButton: { label: 'Get a Free Estimate', targetSectionId: homeSectionIds.contact },
  secondaryButton: { label: 'Our Services', targetSectionId: homeSectionIds.services },
};

const englishPlurals = new Intl.PluralRules('en-AU');

/** The figure as shown for a value, its count-up target or any count on the way there. */
export function statisticFigure(statistic: Pick<Statistic, 'suffix'>, value: number): string {
  const { suffix } = statistic;
  if (typeof suffix === 'string') return `${value}${suffix}`;
  return `${value}${englishPlurals.select(value) === 'one' ? suffix.one : suffix.other}`;
}

export const statistics: readonly Statistic[] = [
  {
    number: '100+',
    countTo: 100,
    suffix: '+',
    label: 'Developers Deployed',
    description: 'Engineers placed in long-term teams across 15+ client companies',
  },
  {
    number: '95%',
    countTo: 95,
    suffix: '%',
    label: 'Client Retention',
    description: 'Clients who keep, and usually grow, their teams year on year',
  },
  {
    number: '14 days',
    countTo: 14,
    suffix: { one: ' day', other: ' days' },
    label: 'Average Setup Time',
    description: 'From signed agreement to a productive team, or 7 days expedited',
  },
  {
    number: '60%',
    countTo: 60,
    suffix: '%',
    label: 'Cost Savings',
    description: 'Average saving compared with equivalent US-based development',
  },
];

export const whyBuildSection: SectionIntro = {
  id: homeSectionIds.about,
  title: 'Why Build Your Team With Us',
  description:
    "We are an Australian-run business that recruits, employs and supports engineers in three of Asia's strongest talent markets. You get a team that works only on your product; we take care of everything around it.",
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Top 5% Talent',
    description:
      'Every engineer passes a technical assessment, a live pair-programming session and an English communication interview before they meet you. Only the top 5% of applicants make it through.',
    icon: IconUserCheck,
    color: 'blue',
  },
  {
    title: '40-60% Lower Costs',
    description:
      'Senior engineering capability at 40-60% lower cost than equivalent US-based hires, with no recruitment fees, no payroll tax and no office overheads on your books.',
    icon: IconPigMoney,
    color: 'teal',
  },
  {
    title: 'Ready in 14 Days',
    description:
      'Most teams are interviewed, onboarded and committing code within 14 days of sign-off. If you have a deadline, our expedited setup gets a team in place in 7 days.',
    icon: IconRocket,
    color: 'grape',
  },
  {
    title: 'Time Zones That Work',
    description:
      'Our engineers work between UTC+5 and UTC+7, with shifted hours that give Australian clients several hours of live overlap every business day and an overnight handover for teams in Europe and the US.',
    icon: IconWorld,
    color: 'cyan',
  },
  {
    title: 'HR, Payroll and Legal Handled',
    description:
      'We run recruitment, employment contracts, payroll, benefits, equipment and office management in-country, so you manage the work rather than the paperwork.',
    icon: IconShieldCheck,
    color: 'orange',
  },
  {
    title: '30-Day Satisfaction Guarantee',
    description:
      'If a developer is not the right fit within the first 30 days, we replace them at no extra cost and manage the knowledge handover for you.',
    icon: IconHeartHandshake,
    color: 'pink',
  },
];

export const servicesSection: SectionIntro = {
  id: homeSectionIds.services,
  title: 'Our Services',
  description:
    'From a single specialist joining your squad to a complete product team with its own technical lead, we shape the engagement around what you are building.',
};

export const serviceGroups: readonly ServiceGroup[] = [
  {
    title: 'Dedicated Development Teams',
    features: [
      {
        title: 'Full-Time Dedicated Engineers',
        description:
          'Engineers who work only on your product, join your stand-ups, use your tools and follow your engineering standards.',
      },
      {
        title: 'Team Augmentation',
        description:
          'Add individual developers, QA engineers or DevOps specialists to your existing team to close skill gaps or hit a release date.',
      },
      {
        title: 'Project Development',
        description:
          'A self-contained team with a technical lead delivers a defined product or platform from discovery to launch.',
      },
      {
        title: 'Technical Consulting',
        description:
          'Architecture reviews, cloud cost audits and delivery health checks from senior engineers who have scaled production systems.',
      },
    ],
  },
  {
    title: 'AI-Powered Rapid Prototyping',
    features: [
      {
        title: 'Working Prototype in 24-48 Hours',
        description:
          'Turn an idea or a Figma file into a clickable, data-backed prototype you can put in front of users or investors within two days.',
      },
      {
        title: 'Up to 70% Lower Prototyping Cost',
        description:
          'AI-assisted development removes most of the boilerplate, so you pay for product thinking rather than scaffolding.',
      },
      {
        title: 'AI-Enhanced Engineering Workflow',
        description:
          'Our engineers use GitHub Copilot, Cursor, Claude and v0 inside a reviewed, tested workflow, never as a shortcut around quality.',
      },
      {
        title: 'Handoff and Scale',
        description:
          'Prototypes are built on production frameworks such as Next.js and Supabase, so the same team can carry a validated idea through to release.',
      },
    ],
  },
  {
    title: 'Complete Team Setup',
    features: [
      {
        title: 'Recruitment and Technical Vetting',
        description:
          'We source, test and shortlist candidates against your stack and culture; you interview and approve every hire.',
      },
      {
        title: 'HR, Payroll and Legal',
        description:
          'Local employment contracts, payroll, tax, leave and benefits are handled by our in-country team in line with local labour law.',
      },
      {
        title: 'Office and Equipment',
        description:
          'Engineers work from secure, professionally managed offices with business-grade internet, backup power and company-managed laptops.',
      },
      {
        title: 'Ongoing Management and Reporting',
        description:
          'An Australian account manager runs monthly performance reviews, retention planning and reporting so your team keeps improving.',
      },
    ],
  },
];

export const techStackSection: SectionIntro = {
  id: null,
  title: 'Our Tech Stack',
  description:
    'Our engineers work across 50+ technologies. These are the tools our teams ship with most often.',
};

export const technologyCategories: readonly TechnologyCategory[] = [
  {
    title: 'Frontend',
    color: 'blue',
    technologies: [
      { name: 'React' },
      { name: 'Next.js' },
      { name: 'Vue.js' },
      { name: 'Angular' },
      { name: 'TypeScript' },
      { name: 'Tailwind CSS' },
    ],
  },
  {
    title: 'Backend',
    color: 'green',
    technologies: [
      { name: 'Node.js' },
      { name: 'NestJS' },
      { name: 'Python' },
      { name: 'Django' },
      { name: 'FastAPI' },
      { name: 'Java Spring Boot' },
      { name: '.NET' },
      { name: 'Laravel' },
    ],
  },
  {
    title: 'Mobile',
    color: 'grape',
    technologies: [
      { name: 'React Native' },
      { name: 'Flutter' },
      { name: 'Swift' },
      { name: 'Kotlin' },
      { name: 'Expo' },
    ],
  },
  {
    title: 'Cloud & DevOps',
    color: 'orange',
    technologies: [
      { name: 'AWS' },
      { name: 'Microsoft Azure' },
      { name: 'Google Cloud' },
      { name: 'Docker' },
      { name: 'Kubernetes' },
      { name: 'Terraform' },
      { name: 'GitHub Actions' },
    ],
  },
  {
    title: 'Database',
    color: 'teal',
    technologies: [
      { name: 'PostgreSQL' },
      { name: 'MySQL' },
      { name: 'MongoDB' },
      { name: 'Redis' },
      { name: 'Amazon DynamoDB' },
      { name: 'Elasticsearch' },
    ],
  },
];

export const processSection: SectionIntro = {
  id: null,
  title: 'From First Call to Shipping Code',
  description:
    'A four-step process that takes most clients from a first conversation to a productive team in about two weeks.',
};

export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Initial Consultation',
    description:
      'We learn about your product, stack, ways of working and budget, then send a detailed proposal with recommended roles, seniority and team structure.',
    duration: '1-2 days',
  },
  {
    step: 2,
    title: 'Team Assembly',
    description:
      'We shortlist pre-vetted engineers who match your requirements. You interview them, set any technical tasks you like and approve every hire.',
    duration: '5-7 days',
  },
  {
    step: 3,
    title: 'Rapid Deployment',
    description:
      'Contracts, equipment, secure access and onboarding are completed so your team joins its first stand-up ready to work in your repositories.',
    duration: '1-2 days',
  },
  {
    step: 4,
    title: 'Ongoing Success',
    description:
      'Your account manager monitors delivery, runs regular check-ins and handles HR, payroll and retention, while you scale the team up or down as priorities change.',
    duration: 'Ongoing',
  },
];

export const successStoriesSection: SectionIntro = {
  id: null,
  title: 'Success Stories',
  description:
    'A few examples of what our dedicated teams have delivered for clients in Australia and overseas.',
};

export const caseStudies: readonly CaseStudy[] = [
  {
    category: 'FinTech',
    title: 'Payments Back Office Rebuild for a Sydney Lender',
    description:
      'A six-person team in Ho Chi Minh City replaced a legacy PHP monolith with TypeScript services on AWS, adding automated testing and a CI/CD pipeline while the existing platform stayed live.',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'AWS', 'Terraform'],
    metrics: [
      { label: 'Faster release cycle', value: '40%' },
      { label: 'Lower hosting costs', value: '35%' },
      { label: 'Platform uptime', value: '99.95%' },
    ],
  },
  {
    category: 'HealthTech',
    title: 'Telehealth App for a Melbourne Clinic Network',
    description:
      "A mixed team from Manila and Lahore built iOS and Android apps for video consultations, e-prescriptions and appointment booking, integrated with the clinics' practice management system.",
    technologies: ['React Native', 'Django', 'PostgreSQL', 'Twilio', 'Google Cloud'],
    metrics: [
      { label: 'Patients onboarded in six months', value: '25,000+' },
      { label: 'App store rating', value: '4.8' },
      { label: 'Delivered ahead of schedule', value: '3 weeks' },
    ],
  },
  {
    category: 'E-commerce',
    title: 'Marketplace Scale-Up for a US Homewares Brand',
    description:
      'A dedicated team of nine took over a slow, hard-to-change storefront, moved it to Next.js with a headless commerce back end and scaled it on Kubernetes ahead of peak season.',
    technologies: ['Next.js', 'Python', 'FastAPI', 'Kubernetes', 'Redis'],
    metrics: [
      { label: 'Faster page loads', value: '52%' },
      { label: 'Higher conversion rate', value: '28%' },
      { label: 'Annual engineering savings', value: 'US$480K' },
    ],
  },
];

export const testimonialsSection: SectionIntro = {
  id: homeSectionIds.testimonials,
  title: 'What Our Clients Say',
  description: 'Rated 5.0 by 50+ companies that rely on our teams every day.',
};

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'CTO, Ledgerline (Sydney)',
    content:
      'We went from a signed proposal to four engineers in our sprint planning in twelve days. Eighteen months later the same team owns our payments platform, and our release cadence has never been better.',
    rating: 5,
  },
  {
    name: "James O'Connor",
    role: 'Founder and CEO, CareLoop Health (Melbourne)',
    content:
      'Having an Australian contact who understands our business, and engineers who genuinely care about the product, made all the difference. They handled hiring and HR so I could focus on customers.',
    rating: 5,
  },
  {
    name: 'Priya Raman',
    role: 'VP of Engineering, Hearth & Co. (Austin, Texas)',
    content:
      "We cut our engineering spend by more than half without cutting corners. The team's code reviews are thorough, they communicate clearly, and the overnight handover means we start each day with work ready to review.",
    rating: 5,
  },
];

export const industriesSection: SectionIntro = {
  id: null,
  title: 'Industry-Specific Solutions',
  description:
    'Our engineers bring domain knowledge as well as technical skill, so they understand the compliance, security and scale requirements of your sector.',
};

export const industries: readonly Industry[] = [
  {
    title: 'FinTech and Banking',
    description: 'Secure, auditable platforms for lenders, payment providers and wealth managers.',
    features: [
      'Payment gateway and open banking (CDR) integrations',
      'Fraud detection and transaction monitoring',
      'PCI DSS-aware architecture and audit trails',
      'Regulatory reporting dashboards',
    ],
    technologies: ['React', 'Java Spring Boot', 'Node.js', 'PostgreSQL', 'AWS'],
    color: 'blue',
  },
  {
    title: 'Healthcare and HealthTech',
    description:
      'Patient-facing apps and clinical systems built with privacy and reliability first.',
    features: [
      'Telehealth and appointment booking',
      'HL7 FHIR integrations with practice management systems',
      'Encrypted patient records and consent management',
      'Accessible interfaces that meet WCAG 2.2 AA',
    ],
    technologies: ['React Native', 'Django', 'FHIR', 'PostgreSQL', 'Microsoft Azure'],
    color: 'teal',
  },
  {
    title: 'E-commerce and Retail',
    description: 'Fast storefronts and reliable back ends that hold up on your biggest sales days.',
    features: [
      'Headless commerce with Shopify and commercetools',
      'Inventory, order and fulfilment integrations',
      'Personalised search and recommendations',
      'Performance tuning for Core Web Vitals',
    ],
    technologies: ['Next.js', 'Node.js', 'Shopify', 'Elasticsearch', 'Redis'],
    color: 'orange',
  },
  {
    title: 'Education and EdTech',
    description: 'Learning platforms that scale from a single school to thousands of learners.',
    features: [
      'Learning management systems and course authoring',
      'Live classrooms and video streaming',
      'Assessment engines and progress analytics',
      'LTI integrations with Canvas and Moodle',
    ],
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'WebRTC', 'AWS'],
    color: 'grape',
  },
  {
    title: 'Logistics and Supply Chain',
    description: 'Real-time visibility for fleets, warehouses and last-mile delivery.',
    features: [
      'Fleet tracking and route optimisation',
      'Warehouse management and barcode scanning apps',
      'Carrier and ERP integrations',
      'Operational dashboards with live data',
    ],
    technologies: ['React', 'Python', 'FastAPI', 'Apache Kafka', 'Google Cloud'],
    color: 'cyan',
  },
  {
    title: 'SaaS and Technology',
    description:
      'Product teams for software companies that need to ship features faster without losing quality.',
    features: [
      'Multi-tenant architecture and subscription billing with Stripe',
      'Public APIs, webhooks and integrations marketplaces',
      'Role-based access control and SSO',
      'Observability, on-call and incident response',
    ],
    technologies: ['TypeScript', 'NestJS', 'PostgreSQL', 'Kubernetes', 'Datadog'],
    color: 'indigo',
  },
];

export const trustSection: SectionIntro = {
  id: null,
  title: 'Trust, Security and Certifications',
  description:
    'Your code, data and intellectual property are protected by contract, by process and by the way our offices are run.',
};

export const trustCategories: readonly TrustCategory[] = [
  {
    title: 'Trusted Partner',
    icon: IconAward,
    color: 'blue',
    points: [
      {
        title: 'Australian Business',
        description:
          'A registered Australian business with Australian contracts, invoices in AUD and a local point of contact.',
      },
      {
        title: '95% Client Retention',
        description: 'Most clients who start with us are still growing their teams with us.',
      },
      {
        title: '30-Day Replacement Guarantee',
        description: 'Not the right fit in the first 30 days? We replace the developer at no cost.',
      },
    ],
  },
  {
    title: 'Enterprise-Grade Security',
    icon: IconShieldLock,
    color: 'teal',
    points: [
      {
        title: 'NDAs and IP Assignment',
        description:
          'Every engineer signs a confidentiality agreement, and all code and intellectual property belong to you from day one.',
      },
      {
        title: 'Secured Access',
        description:
          'Company-managed, encrypted laptops, multi-factor authentication, VPN access and least-privilege permissions on your systems.',
      },
      {
        title: 'Privacy Compliance',
        description:
          'Personal information is handled in line with the Australian Privacy Act 1988 and the GDPR.',
      },
    ],
  },
  {
    title: 'Certifications',
    icon: IconCertificate,
    color: 'grape',
    points: [
      {
        title: 'Cloud-Certified Engineers',
        description: 'AWS, Microsoft Azure and Google Cloud certified engineers across our teams.',
      },
      {
        title: 'Verified Professionals',
        description: 'Identity, employment history and qualifications are checked for every hire.',
      },
      {
        title: 'Secure Development Practices',
        description:
          'Code review on every change, automated testing, dependency scanning and OWASP Top 10 awareness training.',
      },
    ],
  },
];

export const faqSection: SectionIntro = {
  id: null,
  title: 'Frequently Asked Questions',
  description: 'Straight answers to the questions we hear most from new clients.',
};

export const faqItems: readonly FaqItem[] = [
  {
    question: 'How quickly can you set up a dedicated team?',
    answer:
      'Our average setup time is 14 days from signed agreement to a productive team. That covers shortlisting, your interviews, contracts, equipment and onboarding. If you have a hard deadline, our expedited setup can have engineers in place in 7 days.',
  },
  {
    question: 'How much can we save compared with hiring locally?',
    answer:
      'Clients typically pay 40-60% less than they would for equivalent US-based developers, with no recruitment fees, payroll tax, office costs or equipment to fund. Because every team is different, we quote each role individually after a free consultation.',
  },
  {
    question: 'How do you select your developers?',
    answer:
      'Candidates complete a technical assessment in their core stack, a live pair-programming session with one of our senior engineers and an English communication interview. Only the top 3% of applicants are offered a place, and you interview and approve every engineer before they join your team.',
  },
  {
    question: 'Which time zones do your teams work in, and how do we communicate?',
    answer:
      'Our engineers work between UTC+5 and UTC+7 and adjust their hours to give you several hours of live overlap each business day. They join your stand-ups and use your tools, whether that is Slack, Microsoft Teams, Jira, Linear or GitHub.',
  },
  {
    question: 'What happens if a developer is not the right fit?',
    answer:
      'Every placement comes with a 30-day satisfaction guarantee. If a developer is not working out in that period, we replace them at no extra cost and manage the handover so your delivery is not disrupted.',
  },
  {
    question: 'Who owns the code and intellectual property?',
    answer:
      'You do. Every engineer signs a confidentiality agreement and an assignment of intellectual property before they start, and all work is done in repositories and systems you control.',
  },
  {
    question: 'Can we scale the team up or down?',
    answer:
      "Yes. You can add engineers as your roadmap grows, typically within our standard setup time, or reduce the team with 14 days' written notice. We handle all HR, payroll, legal and office management in-country, and invoice you in AUD including GST.",
  },
  {
    question: 'What is AI-powered rapid prototyping?',
    answer:
      'It is a fixed-scope engagement where our engineers use AI-assisted tools to turn your idea into a working prototype in 24-48 hours, at up to 70% lower cost than a traditional build. It is a fast way to test an idea with users before committing to a full team.',
  },
];

export const pricingSection: SectionIntro & { readonly popularBadge: string } = {
  id: homeSectionIds.pricing,
  title: 'Team Packages',
  description:
    'Every team is priced on its roles and seniority, so we do not publish a rate card. Choose the package closest to your needs and we will send a tailored quote within 24 hours.',
  popularBadge: 'Most Popular',
};

export const pricingPackages: readonly PricingPackage[] = [
  {
    name: 'Starter Team',
    description:
      'Junior to mid-level developers for startups and small businesses building their first product or clearing a backlog.',
    features: [
      '1-3 junior to mid-level developers',
      'Dedicated account manager',
      'Weekly progress reporting',
      'HR, payroll and equipment included',
      '30-day satisfaction guarantee',
    ],
    popular: false,
    buttonText: 'Get Pricing',
    buttonVariant: 'outline',
  },
  {
    name: 'Professional Team',
    description:
      'Mid to senior developers for growing companies that need a productive team with its own technical leadership.',
    features: [
      '4-7 mid to senior developers',
      'Dedicated technical lead',
      'QA and DevOps support',
      'Sprint planning and fortnightly reviews',
      'HR, payroll and equipment included',
      '30-day satisfaction guarantee',
    ],
    popular: true,
    buttonText: 'Get Pricing',
    buttonVariant: 'filled',
  },
  {
    name: 'Enterprise Team',
    description:
      'Senior and lead engineers for organisations running critical systems at scale, backed by a service level agreement.',
    features: [
      '8+ senior and lead engineers',
      'Solution architect and delivery manager',
      'Service level agreement (SLA)',
      '24/7 support and incident response',
      'Security and compliance reporting',
      'Custom contract and invoicing terms',
    ],
    popular: false,
    buttonText: 'Contact Sales',
    buttonVariant: 'outline',
  },
];

export const pricingButtonTarget: HomeSectionId = homeSectionIds.contact;

export const closingCallToAction: ClosingCallToAction = {
  heading: 'Ready to Scale Your Engineering Team?',
  text: 'Tell us what you are building. We will recommend the right team, answer your questions and show you what it would cost, with a detailed proposal in your inbox within 24 hours.',
  button: { label: 'Book Your Free Consultation', targetSectionId: homeSectionIds.contact },
  reassurance: 'Free consultation. No obligation. Reply within 2 hours.',
};
