import {
  IconBulb,
  IconCoin,
  IconHeartbeat,
  IconHome,
  IconMessages,
  IconMoodHappy,
  IconSchool,
  IconTrendingUp,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { careerPositionChoices, openPositionTitles, type CareerPositionChoice } from '@app/domain';
import type { Benefit, ProcessStep } from './home.ts';
import { pageTitle } from './site.ts';

type EmploymentType = 'Full-time';

type Department = 'Engineering';

/** The titles live in the domain package, which the form's position choices are built from. */
type OpenPositionTitle = (typeof openPositionTitles)[number];

export type OpenPosition = {
  readonly id: string;
  readonly title: OpenPositionTitle;
  readonly department: Department;
  readonly location: string;
  readonly type: EmploymentType;
  readonly experience: string;
  readonly compensation: string;
  readonly skills: readonly string[];
  readonly description: string;
  /** ISO calendar date the role was advertised, for the job listing's structured data. */
  readonly datePosted: string;
};

type CareerStatistic = {
  readonly value: string;
  readonly label: string;
};

export type CareersPage = {
  /** Full text for the document <title>. */
  readonly title: string;
  readonly metaDescription: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly text: string;
    readonly stats: readonly CareerStatistic[];
    readonly reviewNote: string;
    readonly buttonLabel: string;
  };
  readonly benefits: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly Benefit[];
  };
  readonly culture: {
    readonly heading: string;
    readonly intro: string;
    readonly points: readonly Benefit[];
  };
  readonly positions: {
    readonly id: string;
    readonly heading: string;
    readonly intro: string;
    readonly applyButtonLabel: string;
    readonly items: readonly OpenPosition[];
  };
  readonly applicationProcess: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly ProcessStep[];
  };
  readonly applicationForm: {
    readonly id: string;
    readonly defaultHeading: string;
    readonly intro: string;
    readonly submitLabel: string;
    readonly submittingLabel: string;
    readonly cvField: {
      readonly label: string;
      readonly hint: string;
      readonly placeholder: string;
      /** The remove button's accessible name, followed by the chosen file's name. */
      readonly removeLabel: string;
    };
    readonly successTitle: string;
    readonly successMessage: string;
  };
};

const compensation = 'Competitive salary packages above market rate';

export const openPositions: readonly OpenPosition[] = [
  {
    id: 'senior-full-stack-developer',
    title: 'Senior Full Stack Developer',
    department: 'Engineering',
    location: 'Ho Chi Minh City',
    type: 'Full-time',
    experience: '5+ years',
    compensation,
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'REST and GraphQL APIs', 'AWS'],
    description:
      'Own features from database to user interface for a dedicated client team. You will design APIs, build responsive React applications, review pull requests and mentor mid-level developers, working directly with product owners in Australia and overseas.',
    datePosted: '2025-09-22',
  },
  {
    id: 'devops-engineer',
    title: 'DevOps Engineer',
    department: 'Engineering',
    location: 'Hanoi',
    type: 'Full-time',
    experience: '3+ years',
    compensation,
    skills: [
      'AWS',
      'Terraform',
      'Docker',
      'Kubernetes',
      'GitHub Actions',
      'Prometheus and Grafana',
    ],
    description:
      'Build and run the cloud platforms our clients depend on. You will codify infrastructure, automate deployment pipelines, set up monitoring and alerting, and help development teams release more often with less risk.',
    datePosted: '2025-09-22',
  },
  {
    id: 'mobile-developer-react-native',
    title: 'Mobile Developer React Native',
    department: 'Engineering',
    location: 'Da Nang',
    type: 'Full-time',
    experience: '4+ years',
    compensation,
    skills: [
      'React Native',
      'TypeScript',
      'Expo',
      'Redux Toolkit',
      'Firebase',
      'App Store and Google Play releases',
    ],
    description:
      'Create polished iOS and Android apps from a single React Native codebase. You will turn Figma designs into smooth, accessible interfaces, integrate with backend APIs and take apps through store review to release.',
    datePosted: '2025-09-22',
  },
  {
    id: 'technical-lead',
    title: 'Technical Lead',
    department: 'Engineering',
    location: 'Ho Chi Minh City',
    type: 'Full-time',
    experience: '7+ years',
    compensation,
    skills: [
      'System architecture',
      'Node.js or Python',
      'Cloud architecture on AWS or Azure',
      'Code review and mentoring',
      'Agile delivery',
      'Stakeholder communication',
    ],
    description:
      'Lead a team of five to ten engineers delivering a client product end to end. You will make the key architecture decisions, set coding standards, mentor developers and be the technical voice in conversations with client stakeholders.',
    datePosted: '2025-09-22',
  },
];

/** Career form position choices: every open role plus an open-ended application. */
export const positionChoices: readonly CareerPositionChoice[] = careerPositionChoices;

export const careersPage: CareersPage = {
  title: pageTitle('Careers'),
  metaDescription:
    'Join Bamboo Bridge Teams and work with international clients from Vietnam. Above-market salaries, private health insurance, a learning budget and real career growth.',
  hero: {
    eyebrow: 'Careers at Bamboo Bridge Teams',
    heading: 'Build Your Career With International Clients',
    text: 'Join a community of talented engineers across Vietnam, the Philippines and Pakistan building modern products for companies in Australia, the United States and Europe. We offer above-market pay, genuine career growth and the kind of projects that make you a better engineer.',
    stats: [
      { value: '4.9/5', label: 'Employee Satisfaction' },
      { value: '200+', label: 'Happy Developers' },
    ],
    reviewNote: 'Applications reviewed within 24 hours',
    buttonLabel: 'View Open Positions',
  },
  benefits: {
    heading: 'Why Work With Us',
    intro: 'We invest in our people because great engineers build great client relationships.',
    items: [
      {
        title: 'Above-Market Salary',
        description:
          'Competitive salary packages above market rate, reviewed every year, with a 13th-month bonus and performance rewards.',
        icon: IconCoin,
        color: 'green',
      },
      {
        title: 'Private Health Insurance',
        description:
          'Premium private health cover for you from your first day, with the option to extend it to your family.',
        icon: IconHeartbeat,
        color: 'red',
      },
      {
        title: 'Flexible Hybrid Work',
        description:
          'Work from our modern office or from home, with core hours agreed with your team and the flexibility to manage life around them.',
        icon: IconHome,
        color: 'blue',
      },
      {
        title: 'Learning Budget',
        description:
          'An annual budget for courses, cloud certifications and conferences, plus paid study time and English coaching.',
        icon: IconSchool,
        color: 'violet',
      },
      {
        title: 'International Projects',
        description:
          'Work directly with clients in Australia, the United States and Europe on products used by real customers every day.',
        icon: IconWorld,
        color: 'teal',
      },
      {
        title: 'Clear Career Growth',
        description:
          'Transparent engineering levels, regular reviews and mentoring from senior engineers, with a real path to technical leadership.',
        icon: IconTrendingUp,
        color: 'orange',
      },
    ],
  },
  culture: {
    heading: 'Our Culture',
    intro: 'What it is like to work at Bamboo Bridge Teams, day to day.',
    points: [
      {
        title: 'Direct Client Collaboration',
        description:
          'You work directly with client product owners and engineers, not through layers of account managers, so your ideas are heard and your work is recognised.',
        icon: IconMessages,
        color: 'blue',
      },
      {
        title: 'Continuous Learning',
        description:
          'Weekly tech talks, thoughtful code review and time set aside to explore new tools keep everyone growing, from graduates to team leads.',
        icon: IconBulb,
        color: 'yellow',
      },
      {
        title: 'Balance That Lasts',
        description:
          'Sensible hours, no culture of unpaid overtime and full leave entitlements, including time at home with family over Tet.',
        icon: IconMoodHappy,
        color: 'pink',
      },
      {
        title: 'One Team Across Borders',
        description:
          'Colleagues in Vietnam, the Philippines and Pakistan share knowledge, celebrate wins together and support each other when deadlines loom.',
        icon: IconUsersGroup,
        color: 'teal',
      },
    ],
  },
  positions: {
    id: 'open-positions',
    heading: 'Open Positions',
    intro: 'We are hiring experienced engineers for long-term client teams across Vietnam.',
    applyButtonLabel: 'Apply Now',
    items: openPositions,
  },
  applicationProcess: {
    heading: 'Our Application Process',
    intro:
      'A fair, straightforward process that respects your time. Most candidates receive a decision within two weeks.',
    steps: [
      {
        step: 1,
        title: 'Apply Online',
        description:
          'Complete the application form below. A member of our team reads every application and replies within 24 hours.',
        duration: '10 minutes',
      },
      {
        step: 2,
        title: 'Technical Assessment',
        description:
          'A practical coding exercise based on real project work, followed by a technical interview with one of our senior engineers.',
        duration: '2-3 days',
      },
      {
        step: 3,
        title: 'Culture Fit',
        description:
          'A conversation with our leadership about how you like to work, communicate and grow, held in English to reflect day-to-day client work.',
        duration: '1 day',
      },
      {
        step: 4,
        title: 'Welcome Aboard',
        description:
          'Receive your offer, meet your team and begin a structured onboarding with a mentor, your equipment and an introduction to your first client.',
        duration: 'Within 2 weeks',
      },
    ],
  },
  applicationForm: {
    id: 'application-form',
    defaultHeading: 'Apply for a Position',
    intro:
      'Tell us about yourself and the work you are proudest of. Not sure which role fits? Choose General Application and we will match you with the right opportunity.',
    submitLabel: 'Submit Application',
    submittingLabel: 'Submitting...',
    cvField: {
      label: 'CV (optional)',
      hint: 'PDF or Word (.docx), up to 5 MB',
      placeholder: 'Choose a file',
      removeLabel: 'Remove',
    },
    successTitle: 'Application Submitted Successfully!',
    successMessage: "We'll review your application and get back to you within 24 hours.",
  },
};

export function applicationFormHeading(selectedPosition: string): string {
  return selectedPosition === ''
    ? careersPage.applicationForm.defaultHeading
    : `Apply for ${selectedPosition}`;
}
