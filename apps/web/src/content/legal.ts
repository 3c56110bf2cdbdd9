import { knownDeviceCookieName } from '@app/domain';
import { visitSourceStorageKey } from '../visit-source/remember-visit-source.ts';
import { cookieConsentChoices, cookieConsentStorageKey } from './cookie-notice.ts';
import type { LegalPagePath } from './page-paths.ts';
import { site } from './site.ts';

export type LegalSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
};

export type LegalDocumentSlug = LegalPagePath extends `/${infer Slug}` ? Slug : never;

export type LegalDocument = {
  readonly slug: LegalDocumentSlug;
  readonly title: string;
  readonly description: string;
  readonly lastUpdated: 'July 2025';
  readonly sections: readonly LegalSection[];
};

const { businessName, abn, email, australiaOffice, asiaHub } = site;

const australiaOfficeLine = `${australiaOffice.label}: ${australiaOffice.city}, ${australiaOffice.region}, ${australiaOffice.country} (phone ${australiaOffice.phone.display})`;
const asiaHubAddress = [asiaHub.streetAddress, asiaHub.city, asiaHub.country]
  .filter((part): part is string => part !== null)
  .join(', ');
const asiaHubLine = `${asiaHub.label}: ${asiaHubAddress} (phone ${asiaHub.phone.display})`;
const contactItems: readonly string[] = [`Email: ${email}`, australiaOfficeLine, asiaHubLine];

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description: `How ${businessName} collects, uses, discloses, stores and protects personal information, and the choices and rights you have.`,
  lastUpdated: 'July 2025',
  sections: [
    {
      heading: 'About this policy',
      paragraphs: [
        `${businessName} (ABN ${abn}) is a business name registered in Australia and carried on by a sole trader. In this policy "we", "us" and "our" refer to that business, and "you" refers to anyone whose personal information we handle.`,
        'This policy explains how we handle personal information when you visit this website, send us an enquiry, apply for a role, or deal with us as a client, a prospective client or a supplier. "Personal information" means information or an opinion about an identified individual, or an individual who is reasonably identifiable.',
      ],
    },
    {
      heading: 'Our position under the Privacy Act',
      paragraphs: [
        "The Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs) apply to most Australian organisations, but the Act generally exempts small business operators, which are businesses with an annual turnover of $3 million or less. Our annual turnover is below $3 million, and we do not provide health services or carry on any other activity that would bring a small business within the Act. In particular, we disclose a job candidate's details to a prospective client only with that candidate's consent. On that basis we understand that we are not currently required by law to comply with the APPs.",
        'We nonetheless choose to handle personal information in line with the APPs, and this policy is written to meet them. If our turnover or circumstances change, or the law changes, so that the Privacy Act applies to us, we will comply with it in full.',
      ],
    },
    {
      heading: 'Personal information we collect',
      paragraphs: [
        'We collect only the personal information we need for the purposes described in this policy. Depending on how you deal with us, this may include:',
      ],
      items: [
        'Enquiries and consultation requests: your name, email address, contact phone number, company name, the team size you are considering and any project details you choose to give us.',
        "Where an enquiry came from: when you send our contact form, it also tells us the page you sent it from, the first page of your visit, the website that linked you to us (only its address, such as a search engine's, never the page or search you came from) and the campaign tags in that first address (utm_source, utm_medium and utm_campaign). We store these with your enquiry to learn which pages and campaigns bring enquiries. They are kept in your browser for the visit only, in session storage, and are sent to us only with the contact form.",
        'Job applications: your first and last name, email address, phone number, the position you are applying for, your link to a professional networking profile if you provide one, your CV (résumé) if you attach one, and what you tell us about why we should hire you.',
        'Clients and suppliers: the names, roles and business contact details of the people we deal with, together with billing records and our correspondence with them.',
        'Notes of our dealings with you: our staff may record notes about conversations, proposals and the progress of an enquiry or engagement.',
        'Technical information: when you use this website our servers and security providers receive your IP address, browser and device details, the pages you request and the date and time of each request. We use this information for security and to keep the website working, not to build a profile of you.',
      ],
    },
    {
      heading: 'Sensitive information',
      paragraphs: [
        'We do not ask for sensitive information, such as information about your health, racial or ethnic origin, religious beliefs or criminal record. Please do not include it in an enquiry or application. If we ever need sensitive information, for example for a background check that a client requires, we will ask for your express consent first and explain why it is needed.',
      ],
    },
    {
      heading: 'How we collect personal information',
      paragraphs: [
        'We collect most personal information directly from you, through the forms on this website, by email, by phone or in meetings. Some technical information is collected automatically when your browser connects to our website. With your knowledge we may also collect information from other sources, such as the public professional profile you link to in an application or referees you nominate.',
        'You can contact us without giving your name, or under a pseudonym, when you only want general information. We will, however, need your name and contact details to prepare a proposal, consider an application or provide services.',
      ],
    },
    {
      heading: 'Why we use personal information',
      paragraphs: ['We use personal information to:'],
      items: [
        'respond to your enquiry and prepare a consultation or proposal;',
        'manage our relationship with clients and prospective clients, including recording enquiries in our internal customer relationship management system;',
        'assess job applications and, with your consent, propose you to clients for suitable roles;',
        'provide, invoice and improve our services;',
        'protect this website, our forms and our staff sign-in from spam, fraud and automated abuse;',
        'send you information about our services where you have agreed to receive it or the law otherwise permits it; and',
        'meet our legal obligations, including tax and record-keeping obligations.',
      ],
    },
    {
      heading: 'Marketing messages and unsubscribing',
      paragraphs: [
        'We send commercial electronic messages only in accordance with the Spam Act 2003 (Cth). Every marketing email we send identifies us and includes a way to unsubscribe. You can also unsubscribe at any time by emailing us. We process unsubscribe requests within five business days, and unsubscribing does not affect messages we need to send you about an enquiry or engagement that is under way.',
      ],
    },
    {
      heading: 'Who we disclose personal information to',
      paragraphs: [
        'We do not sell, rent or trade personal information. We disclose it only where this is necessary for the purposes above, to:',
      ],
      items: [
        `our team, including staff at our Asian operations hub in ${asiaHub.city}, ${asiaHub.country}, who help us respond to enquiries, recruit developers and deliver services;`,
        'service providers who host our website and data, deliver our email, protect our forms and staff sign-in from automated abuse (Cloudflare Turnstile) or otherwise support our operations, each of whom may use the information only to provide their service to us;',
        "prospective clients, in the case of job candidates, and only with the candidate's consent;",
        'our professional advisers, such as accountants, lawyers and insurers; and',
        'courts, regulators and law enforcement agencies, where the law requires or authorises it.',
      ],
    },
    {
      heading: 'Overseas disclosure',
      paragraphs: [
        `Our operations hub is in ${asiaHub.country}, and our developers work in Pakistan, the Philippines and Vietnam, so personal information we hold may be accessed from those countries. Some of our service providers store or process data in other countries, which may include the United States.`,
        'Before disclosing personal information overseas we take reasonable steps to ensure that the recipient handles it consistently with the APPs, including by limiting access to people who need it for their work, and by relying on the contractual commitments of our service providers.',
      ],
    },
    {
      heading: 'How we store and protect personal information',
      paragraphs: [
        'We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, modification or disclosure. These steps include:',
      ],
      items: [
        'encrypting all connections to this website;',
        'restricting our internal administration area to authorised staff with individual credentials, protected by several layers of security;',
        'using bot protection and rate limits on our forms and sign-in page;',
        'keeping our systems and software up to date; and',
        'giving staff access only to the information they need for their role.',
      ],
    },
    {
      heading: 'Security limits and data breaches',
      paragraphs: [
        'No method of transmitting or storing information is completely secure, and we cannot guarantee the security of information you send to us over the internet.',
        'If we become aware of a data breach that is likely to result in serious harm to anyone, we will act promptly to contain it, notify the people affected and tell them what they can do to protect themselves. Although the Notifiable Data Breaches scheme may not strictly apply to us, we will follow the guidance of the Office of the Australian Information Commissioner (OAIC) in responding.',
      ],
    },
    {
      heading: 'How long we keep personal information',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes in this policy or as the law requires, and then we securely delete it or de-identify it. In particular:',
      ],
      items: [
        'contact enquiries, consultation requests and the related notes are kept for about 2 years after our last contact with you, and then deleted automatically; if you become our client, we may keep the records of our engagement for longer;',
        'job applications are kept for about 2 years after we last considered them, so that we can consider you for other suitable roles, and then deleted automatically, unless you ask us to delete your application sooner;',
        'client billing and tax records are kept for as long as Australian tax law requires, which is generally five years; and',
        'server and security logs are kept only for as long as they are needed to investigate problems and abuse (records of sign-in attempts to our systems, for example: a failed attempt for a day, a successful sign-in for 90 days).',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        `You may ask for access to the personal information we hold about you, and ask us to correct it if it is inaccurate, out of date, incomplete, irrelevant or misleading. Send your request to ${email}. We will need to confirm your identity, and we will respond within 30 days. We do not charge for making a request or for correcting information.`,
        "If we refuse a request, for example because giving access would unreasonably affect someone else's privacy, we will tell you why in writing and how you can complain.",
      ],
    },
    {
      heading: 'Visitors from the European Union and the United Kingdom',
      paragraphs: [
        'Where the EU General Data Protection Regulation (GDPR) or the UK GDPR applies to our handling of your personal information, we act as the controller of that information. We rely on these legal bases: taking steps at your request before entering into a contract, and performing a contract with you; our legitimate interests in responding to enquiries, recruiting staff, managing client relationships and keeping our website secure; compliance with our legal obligations; and your consent, where we ask for it.',
        'Subject to the conditions and exceptions in that law, you have the right to:',
      ],
      items: [
        'access the personal information we hold about you and receive a copy of it;',
        'have inaccurate information corrected and incomplete information completed;',
        'have your information erased;',
        'restrict how we use your information;',
        'receive the information you gave us in a structured, machine-readable format and have it transmitted to another controller;',
        'object to our use of your information based on legitimate interests, and to direct marketing at any time;',
        'withdraw your consent at any time, without affecting the lawfulness of anything done before you withdrew it; and',
        'lodge a complaint with the data protection supervisory authority in the country where you live or work, or where you believe an infringement occurred.',
      ],
    },
    {
      heading: 'International transfers under the GDPR',
      paragraphs: [
        'Australia, Vietnam, Pakistan and the Philippines are not covered by an adequacy decision of the European Commission. Where we transfer personal information covered by the GDPR outside the European Economic Area or the United Kingdom, we do so where it is necessary to respond to your enquiry or application or to perform a contract with you, or under appropriate safeguards such as standard contractual clauses offered by our service providers. To exercise any of your rights, email us; we will respond within one month.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        `If you are concerned about how we have handled your personal information, please contact us first at ${email}. We will acknowledge your complaint promptly, investigate it and give you a written response within 30 days.`,
        'If you are not satisfied with our response, you may contact the Office of the Australian Information Commissioner at www.oaic.gov.au. Because small businesses are generally exempt from the Privacy Act, the OAIC may not be able to investigate a complaint about us. Visitors covered by the GDPR may also complain to their data protection supervisory authority.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The current version is always published on this page with the month it was last updated. If we make a significant change that affects how we use information we already hold, we will take reasonable steps to let the people affected know.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['For any question about this policy or your personal information, contact us:'],
      items: contactItems,
    },
  ],
};

export const termsOfService: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  description: `The terms that apply to your use of this website and to the services ${businessName} provides.`,
  lastUpdated: 'July 2025',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms are between you and ${businessName} (ABN ${abn}), a business name registered in Australia and carried on by a sole trader ("we", "us" and "our"). "You" means the person using this website or, where you engage us for a business, that business.`,
        'By using this website you agree to the terms about the website. When you engage us to provide services, these terms also apply to that engagement together with our written proposal or statement of work. If a written proposal or statement of work signed or accepted by both of us conflicts with these terms, the proposal or statement of work prevails for that engagement.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: ['You may use this website for lawful purposes only. You must not:'],
      items: [
        "submit false, misleading or another person's information through our forms;",
        'send spam, or use our forms to advertise or to send malicious content;',
        'attempt to get around our bot protection, rate limits or other security measures, or gain access to our internal administration area without authorisation;',
        'use automated tools to scrape, copy or overload the website; or',
        "interfere with the website or with anyone else's use of it.",
      ],
    },
    {
      heading: 'Information on this website',
      paragraphs: [
        'The content on this website is general information about our business and services. Figures such as the number of developers deployed, retention rates, setup times, response times and cost savings describe our experience and typical results. They are not a promise of a particular outcome in your engagement, which depends on your requirements and circumstances. The website is not an offer capable of acceptance; an engagement begins only when we agree a written proposal or statement of work with you.',
        'We try to keep the website accurate and available, but we do not guarantee that it will be free of errors or available without interruption.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        'We provide dedicated remote development teams, team augmentation, project development, technical consulting and AI-assisted rapid prototyping, delivered by developers in Pakistan, the Philippines and Vietnam. The scope, team composition, start date, fees and any service levels for each engagement are set out in the proposal or statement of work for that engagement.',
        'We will provide the services with due care and skill and in a professional manner. We employ or engage the developers who work on your engagement and remain responsible for their employment, including recruitment, payroll, HR, legal compliance, equipment and workspace. You direct their day-to-day work on your project.',
      ],
    },
    {
      heading: 'Satisfaction guarantee',
      paragraphs: [
        'If, within the first 30 days after a developer starts on your engagement, you tell us in writing that you are not satisfied with that developer, we will replace them with another suitably qualified developer at no additional recruitment cost to you. We will work with you to understand the reasons so that the replacement is a better fit.',
      ],
    },
    {
      heading: 'Prices, invoices and payment',
      paragraphs: [
        'All prices are in Australian dollars (AUD) and include GST unless we state otherwise in writing. Where a supply is GST-free, for example because it is made to a client outside Australia and qualifies as GST-free under GST law, our tax invoice will show this.',
        'We invoice in accordance with your proposal or statement of work. Unless that document says otherwise, invoices are issued monthly in advance and are payable within 7 days of the invoice date.',
        'If an amount is not paid by its due date, we may charge interest on the overdue amount at 2% per month, calculated daily from the due date until the date of payment. If an invoice remains unpaid 7 days after we give you written notice of the overdue amount, we may also suspend the services until it is paid. You must reimburse our reasonable costs of recovering overdue amounts, including debt collection and legal costs.',
      ],
    },
    {
      heading: 'Your responsibilities',
      paragraphs: ['To help us deliver the services, you agree to:'],
      items: [
        'give us accurate and complete information and respond to our reasonable requests promptly;',
        'provide the developers with the access, tools, documentation and decisions they need to do their work;',
        'keep your own systems, accounts and data secure and grant access to the developers only as needed;',
        'give only lawful instructions, and make sure you have the rights to any materials you provide to us; and',
        'treat our developers with respect and in accordance with workplace health, safety and anti-discrimination standards.',
      ],
    },
    {
      heading: 'Our developers',
      paragraphs: [
        'Our developers are a significant investment for us. During an engagement and for 12 months after it ends, you must not directly or indirectly employ or engage a developer who worked on your engagement, other than through us, unless we agree in writing. We will not unreasonably refuse a request to transfer a developer to you, and we may ask for a reasonable transfer fee, agreed in advance.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'We own, or are licensed to use, all intellectual property in this website and its content. You may view and print pages for your own reference, but you may not otherwise reproduce them without our permission.',
        "Upon payment in full of the fees for the relevant period, we assign to you all intellectual property rights in the code, designs, documentation and other deliverables created specifically for you in that period. Our developers' employment and engagement terms assign their rights to us so that we can make this assignment.",
        'We keep ownership of our pre-existing materials, tools and know-how, and grant you a perpetual, non-exclusive, royalty-free licence to use any of them that are incorporated in your deliverables, for the purposes of your business. Open-source and other third-party components remain subject to their own licences, which we will identify on request.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        "Each of us must keep confidential the other's confidential information, including source code, business plans, customer information and the terms of our engagement, and use it only for the purposes of the engagement. This obligation does not apply to information that is public other than through a breach of these terms, or that must be disclosed by law. Our developers are bound by written confidentiality obligations. These obligations continue after the engagement ends.",
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'We handle personal information in accordance with our Privacy Policy. Where our developers have access to personal information held by you, we will handle it only on your instructions and take reasonable steps to protect it.',
      ],
    },
    {
      heading: 'Term and termination',
      paragraphs: [
        'An engagement continues for the term set out in your proposal or statement of work or, if no term is set out, until either of us ends it under these terms.',
        "Either of us may end an engagement for any reason by giving the other 14 days' written notice. Fees continue to apply until the end of the notice period, and the developers will keep working on your engagement during that period unless you tell us otherwise.",
        'Either of us may also end an engagement immediately by written notice if the other commits a material breach of these terms that cannot be remedied, or that is not remedied within 10 business days after written notice of it, or if the other becomes insolvent.',
        "When an engagement ends, you must pay all fees owing up to the end date, we will deliver to you the work completed and paid for, including source code in your repositories, and each of us will return or destroy the other's confidential information on request. The clauses about payment, intellectual property, confidentiality, our developers and liability continue to apply.",
      ],
    },
    {
      heading: 'Australian Consumer Law',
      paragraphs: [
        'Nothing in these terms excludes, restricts or modifies any guarantee, right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded. Where the law allows us to limit our liability for a failure to comply with a consumer guarantee, our liability is limited, at our option, to supplying the services again or paying the cost of having them supplied again.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any indirect or consequential loss, or for any loss of profit, revenue, data or opportunity, arising out of or in connection with this website or our services, however caused.',
        'To the extent permitted by law, our total liability to you arising out of or in connection with an engagement is limited to the fees you paid us under that engagement in the three months before the event giving rise to the liability. Our liability is reduced to the extent that you or your systems contributed to the loss.',
      ],
    },
    {
      heading: 'Events beyond our control',
      paragraphs: [
        'Neither of us is liable for a delay or failure to perform an obligation, other than an obligation to pay money, caused by an event beyond our reasonable control, such as natural disaster, epidemic, war, civil unrest, government action, or widespread failure of power or telecommunications. The affected party must tell the other promptly and take reasonable steps to limit the effect of the event.',
      ],
    },
    {
      heading: 'Disputes and governing law',
      paragraphs: [
        'If a dispute arises, each of us will first try in good faith to resolve it by discussion between senior representatives before starting court proceedings, except where urgent relief is needed.',
        'These terms are governed by the laws of the Australian Capital Territory, Australia. Each of us submits to the non-exclusive jurisdiction of the courts of the Australian Capital Territory and the courts that may hear appeals from them.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'We may update these terms from time to time by publishing a new version on this page. Changes do not affect an engagement already under way unless you agree to them in writing. If any part of these terms is invalid or unenforceable, it is severed and the rest continues to apply. A failure to exercise a right is not a waiver of it. Notices under these terms may be given by email to the address each of us last provided.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['For any question about these terms, contact us:'],
      items: contactItems,
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  description: `What ${businessName} stores in your browser, which third-party services may set cookies, and how you can control them.`,
  lastUpdated: 'July 2025',
  sections: [
    {
      heading: 'About this policy',
      paragraphs: [
        `This policy explains how ${businessName} (ABN ${abn}) uses cookies and similar browser storage on this website. It should be read together with our Privacy Policy.`,
      ],
    },
    {
      heading: 'What cookies and local storage are',
      paragraphs: [
        'Cookies are small text files that a website places in your browser. Local storage is a similar browser feature that lets a website keep a small piece of information on your device. A "persistent" entry stays after you close your browser, until it expires or you delete it; a "session" entry is removed when you close the browser tab. In this policy we use the word "cookies" to cover both.',
      ],
    },
    {
      heading: 'The one cookie we set',
      paragraphs: [
        'We set exactly one persistent entry for visitors to this website. It remembers the choice you make in our cookie notice, so that the notice is not shown on every page:',
      ],
      items: [
        `Name: ${cookieConsentStorageKey}`,
        'Type: browser local storage, set by us (first party)',
        `Value: "${cookieConsentChoices.accepted}" if you select Accept, or "${cookieConsentChoices.declined}" if you select Decline or close the notice`,
        'Purpose: strictly necessary to remember your cookie choice',
        'Duration: until you clear your browser storage',
        'It contains no personal information and is never sent to us or to anyone else.',
      ],
    },
    {
      heading: 'Other browser storage',
      paragraphs: [
        'When you select a "Let\'s Get Started" button on another page, we place a temporary session entry in your browser so that the home page knows to scroll to the contact section. It is deleted as soon as it has been used, and it never persists after you close the tab.',
        `When you arrive at this website, we place one session entry, ${visitSourceStorageKey}, in your browser. It holds the first page of your visit, the website that linked you to us (its address only, never the page you came from) and any campaign tags in the address you arrived at (utm_source, utm_medium and utm_campaign). It is not a cookie and is never sent to us or anyone else on its own: it goes to us only with the contact form if you send it, and is then stored with your enquiry. It is removed when you close the tab.`,
        'Our staff who sign in to our internal administration area also receive a sign-in token stored in their browser. It is used only in that area and is removed when they log out. Visitors to the public website never receive it.',
        `When our staff sign in, their browser also receives one strictly necessary cookie, ${knownDeviceCookieName}. It holds a random code that lets our sign-in protection recognise a browser that has signed in before, so that an attack on a staff account from elsewhere cannot lock that person out. It is sent only to this website, cannot be read by scripts, and expires after 90 days. Visitors to the public website never receive it.`,
      ],
    },
    {
      heading: 'Cookies we do not use',
      paragraphs: [
        'We do not use analytics cookies, advertising cookies, tracking pixels, or social media plugins that track you. We do not build a profile of your browsing, and we do not allow advertisers to place cookies through this website.',
      ],
    },
    {
      heading: 'Third-party services',
      paragraphs: [
        'No third-party service sets cookies or receives your details through the public pages of this website, except the bot protection of its contact and careers forms when we have enabled it. The two outside services you might expect are covered here:',
      ],
      items: [
        'Bot protection on our forms and staff sign-in: when we have enabled its captcha, the contact and careers forms (once you start filling one in) and the sign-in page of our internal administration area use Cloudflare Turnstile to tell people apart from automated traffic. Cloudflare Turnstile is independent of us, and its own privacy and cookie policy applies to it. There it processes the IP address and information about the browser and device, and it may set cookies or use similar browser storage that are strictly necessary for that purpose. Cloudflare states that it does not use this information for advertising. Nothing else on this website loads it.',
        'Fonts: the typefaces on this website are self-hosted, which means they are served from our own server together with the rest of the website. Your browser makes no request to a third-party fonts service, so no such service receives your IP address, your browser details or a cookie.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'When you first visit this website, our cookie notice lets you select Accept or Decline. Because we use no optional cookies, the website works in the same way whichever you choose; the only effect is that we store your choice. To see the notice again, clear the local storage for this website in your browser settings.',
        'You can also block or delete cookies through your browser settings. The public pages and forms of this website work without them; with Cloudflare Turnstile blocked, a form you send is checked by our staff before it is answered. Only our staff sign-in, when its captcha is enabled, may not work with Cloudflare Turnstile blocked.',
      ],
    },
    {
      heading: 'Visitors from the European Union and the United Kingdom',
      paragraphs: [
        'Under European and UK rules, storage that is strictly necessary for a service you request, such as remembering your cookie choice or protecting a sign-in from abuse, does not require consent. We ask for your choice anyway, so that you know what is stored on your device. Your rights under the GDPR are described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change the cookies or third-party services we use, we will update this policy and the date shown on it. If we ever introduce optional cookies, such as analytics, we will ask for your consent before setting them.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['For any question about this policy, contact us:'],
      items: contactItems,
    },
  ],
};

export const legalDocuments: readonly LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
];
