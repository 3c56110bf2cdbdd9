import { IconAward, IconHeartHandshake, IconShieldCheck, IconWorld } from '@tabler/icons-react';
import type { Benefit } from './home.ts';
import type { PageCallToAction } from './services.ts';
import { pageTitle } from './site.ts';

export type Leader = {
  readonly name: string;
  readonly role: string;
  readonly location: string;
  readonly bio: string;
  readonly expertise: readonly string[];
};

type VietnamStatistic = {
  readonly value: string;
  readonly label: string;
  readonly description: string;
};

export type AboutPage = {
  /** Full text for the document <title>. */
  readonly title: string;
  readonly metaDescription: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly text: string;
  };
  readonly story: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
  };
  readonly values: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly Benefit[];
  };
  readonly leadership: {
    readonly heading: string;
    readonly intro: string;
    readonly leaders: readonly Leader[];
  };
  readonly whyVietnam: {
    readonly heading: string;
    readonly intro: string;
    readonly stats: readonly VietnamStatistic[];
  };
  readonly closingCta: PageCallToAction;
};

export const aboutPage: AboutPage = {
  title: pageTitle('About Us'),
  metaDescription:
    'Bamboo Bridge Teams connects businesses with dedicated remote developers from Vietnam, the Philippines and Pakistan. Founded in 2023 with offices in Canberra and Ho Chi Minh City.',
  hero: {
    eyebrow: 'About Bamboo Bridge Teams',
    heading: "Bridging Australia and Asia's Best Engineering Talent",
    text: 'We build dedicated remote development teams that work as an extension of your business, combining senior engineers from Asia with Australian project management and accountability.',
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Bamboo Bridge Teams was founded in 2023 by Daniel Whitford and Tran Minh Khoa, who had spent years on opposite sides of the same problem. In Canberra, Daniel watched Australian businesses wait months to hire developers, pay premium rates for contractors and still fall behind on their roadmaps. In Ho Chi Minh City, Khoa worked alongside talented engineers who wanted meaningful, long-term work with international clients but were too often treated as interchangeable resources by outsourcing agencies.',
      'They set out to build a bridge between the two: a company that gives clients the commitment of an in-house team, and gives developers a stable career, fair pay and work they are proud of. The name reflects that idea. Bamboo is strong, flexible and quick to grow, and a bridge only works when both ends are built to last.',
      'We started with a small group of senior engineers in Ho Chi Minh City and a handful of Australian clients. Today we recruit across Vietnam, the Philippines and Pakistan, have deployed more than 100 developers to over 15 companies, and keep 95% of our clients year after year.',
      'Our model is deliberately simple. Clients choose their developers and direct the work. We handle recruitment, HR, payroll, legal compliance and office management, and we stay accountable for every placement with a 30-day satisfaction guarantee. It is the service we wished had existed when we were the ones trying to hire.',
    ],
  },
  values: {
    heading: 'Our Values',
    intro:
      'Four principles guide how we hire, how we work with clients and how we treat each other.',
    items: [
      {
        title: 'People First',
        description:
          'We look after our developers as carefully as our clients. Fair pay, genuine career paths and sensible working hours create stable teams, and stable teams build better software.',
        icon: IconHeartHandshake,
        color: 'pink',
      },
      {
        title: 'Excellence',
        description:
          'Only the top 5% of applicants join our network, and we hold ourselves to the same standard through code review, mentoring and continuous learning.',
        icon: IconAward,
        color: 'yellow',
      },
      {
        title: 'Global Impact',
        description:
          'We create rewarding international careers for engineers across Asia and help businesses everywhere build products they could not staff on their own.',
        icon: IconWorld,
        color: 'teal',
      },
      {
        title: 'Trust & Integrity',
        description:
          'Transparent pricing, honest advice and clear contracts. If something is not working we say so early and fix it, backed by our 30-day satisfaction guarantee.',
        icon: IconShieldCheck,
        color: 'indigo',
      },
    ],
  },
  leadership: {
    heading: 'Leadership Team',
    intro:
      'One founder in Australia, one in Vietnam, so every client has a local contact and every team has technical leadership on the ground.',
    leaders: [
      {
        name: 'Daniel Whitford',
        role: 'Co-Founder, Project Management & Client Delivery',
        location: 'Canberra, Australia',
        bio: 'Daniel leads client delivery from our Canberra office. He has spent more than a decade managing software projects for Australian government agencies and growing businesses, and makes sure every client has a clear plan, honest reporting and one person to call when it matters.',
        expertise: [
          'Agile project management',
          'Client relationships',
          'Distributed team operations',
          'Delivery governance and reporting',
        ],
      },
      {
        name: 'Tran Minh Khoa',
        role: 'Co-Founder & Technical Lead',
        location: 'Ho Chi Minh City, Vietnam',
        bio: 'Khoa leads engineering from our operations hub in Ho Chi Minh City. A software architect who has built and led development teams for international clients, he designs our technical vetting, mentors our senior developers and sets the engineering standards every team works to.',
        expertise: [
          'Software architecture',
          'React and Node.js',
          'Cloud infrastructure on AWS',
          'Technical hiring and mentoring',
        ],
      },
    ],
  },
  whyVietnam: {
    heading: 'Why Vietnam',
    intro:
      'Vietnam is home to our operations hub and one of the fastest-growing technology talent pools in the world.',
    stats: [
      {
        value: '500K+',
        label: 'Tech Professionals',
        description:
          'A large and fast-growing pool of software engineers, with tens of thousands of IT graduates joining the workforce every year.',
      },
      {
        value: '#3',
        label: 'Global Outsourcing Ranking',
        description:
          'Ranked third in the world as a software outsourcing destination for its combination of talent, cost and business environment.',
      },
      {
        value: '90%',
        label: 'English Proficiency',
        description:
          'English proficiency across our Vietnam engineering network, assessed at interview so communication with your team is clear from day one.',
      },
    ],
  },
  closingCta: {
    heading: "Let's Build Something Great Together",
    text: "Whether you need one specialist or a complete team, we'd love to hear about your plans. Book a free consultation and receive a tailored proposal within 24 hours.",
    button: { label: 'Start the Conversation', action: { kind: 'contact' } },
  },
};
