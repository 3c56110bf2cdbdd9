import {
  applicationFields,
  businessName,
  type CareerSubmissionDto,
  contactSubmissionFields,
  formatUtcDateTime,
  type LeadDto,
  leadFields,
  type MailMessageKind,
  repeatEnquirySubject,
  type ConversationRecordKind,
} from '@app/domain';

/** What a consultation request's staff alert and acknowledgement are written from. */
export type LeadAlertPayload = {
  leadId: number;
  /** How many enquiries the lead stands for with this one; more than 1 for a repeat enquiry. */
  enquiryCount?: number;
} & Pick<LeadDto, 'name' | 'email' | 'contact' | 'company' | 'teamSize' | 'message'>;

/** What a job application's staff alert and acknowledgement are written from. */
export type ApplicationAlertPayload = {
  applicationId: number;
  /** The CV's stored name; null or absent without one (messages queued before CVs had none). */
  cvFileName?: string | null;
} & Omit<CareerSubmissionDto, 'id' | 'createdAt' | 'leadIds'>;

/**
 * A message staff wrote to a lead or an applicant, as it was written when queued (merge fields
 * filled, Markdown rendered): each retry sends exactly this, under the same `Message-ID`.
 */
export type ConversationMessagePayload = {
  /** The person's name and address. */
  name: string;
  email: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`, made when the message was queued. */
  messageId: string;
  /** The staff member's name, shown with MAIL_FROM's address. */
  fromName: string;
  /** The conversation's reply address (`replies+<token>@…`); null without REPLY_TO_ADDRESS. */
  replyTo: string | null;
  /** The person's last message in the conversation, which this one answers. */
  inReplyTo: string | null;
  /** The thread's ids, separated by spaces; null when the message starts the thread. */
  references: string | null;
};

/** What the staff alert of a reply from a lead or an applicant is written from. */
export type ReplyAlertPayload = {
  recordKind: ConversationRecordKind;
  recordId: number;
  name: string;
  email: string;
  subject: string;
  /** The reply's first lines. */
  excerpt: string;
};

export interface MailAddress {
  name: string;
  address: string;
}

/** One outbox row as the worker reads it. */
export interface OutboxMessageToWrite {
  kind: MailMessageKind;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface WrittenMessage {
  subject: string;
  text: string;
  html: string;
  /** The person the message is about: staff reply to them, and acknowledgements go to them. */
  submitter: MailAddress;
}

/**
 * Header text from visitor input: control characters (CR and LF above all) become spaces and
 * the length is capped. Nodemailer encodes what remains; this keeps a hostile name on one line
 * whatever the encoder does.
 */
function headerSafe(value: string, maxLength = 120): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
}

function nullableText(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' ? value : null;
}

function numberField(payload: Record<string, unknown>, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number') throw new Error(`The outbox payload lacks its ${key}`);
  return value;
}

interface AlertField {
  label: string;
  value: string;
}

function alertBodies(options: {
  intro: string;
  fields: AlertField[];
  longText: AlertField;
  link: { label: string; url: string };
}): { text: string; html: string } {
  const { intro, fields, longText, link } = options;
  const shown = fields.filter((field) => field.value !== '');
  const text = [
    intro,
    '',
    ...shown.map((field) => `${field.label}: ${field.value}`),
    '',
    `${longText.label}:`,
    longText.value === '' ? '(none)' : longText.value,
    '',
    `${link.label}: ${link.url}`,
    '',
  ].join('\n');
  const rows = shown
    .map(
      (field) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(field.label)}</th><td>${escapeHtml(field.value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${rows}</table>`,
    `<h3>${escapeHtml(longText.label)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(longText.value === '' ? '(none)' : longText.value)}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}

function plainHtml(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif">${paragraphs
    .map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`)
    .join('')}</body></html>`;
}

/** Writes the subject and both bodies of an outbox message; every visitor text is escaped. */
export function writeMessage(
  message: OutboxMessageToWrite,
  options: { publicSiteUrl: string },
): WrittenMessage {
  const { payload } = message;
  const when = formatUtcDateTime(message.createdAt);
  switch (message.kind) {
    case 'lead-alert': {
      const name = text(payload, 'name');
      const company = text(payload, 'company');
      const teamSize = text(payload, 'teamSize');
      const leadId = numberField(payload, 'leadId');
      // Alerts queued before repeat enquiries were counted carry no count: they were new leads.
      const enquiryCount = typeof payload.enquiryCount === 'number' ? payload.enquiryCount : 1;
      const repeat = enquiryCount > 1;
      return {
        subject: headerSafe(
          repeat
            ? repeatEnquirySubject({ name, company, leadId, enquiryCount })
            : `New consultation request: ${name}${company === '' ? '' : ` (${company})`}`,
        ),
        ...alertBodies({
          intro: repeat
            ? `A repeat enquiry from the person behind lead #${leadId} arrived on ${when}; it was added to that lead, which now has ${enquiryCount} enquiries. The site promises a reply within 2 hours.`
            : `A new consultation request arrived on ${when}. The site promises a reply within 2 hours.`,
          fields: [
            { label: leadFields.name.label, value: name },
            { label: leadFields.email.label, value: text(payload, 'email') },
            { label: leadFields.contact.label, value: text(payload, 'contact') },
            { label: leadFields.company.label, value: company },
            {
              label: leadFields.teamSize.label,
              value: teamSize === '' ? '' : leadFields.teamSize.format(teamSize),
            },
            { label: contactSubmissionFields.createdAt.label, value: when },
          ],
          longText: { label: leadFields.message.label, value: text(payload, 'message') },
          link: {
            label: 'Open the lead',
            url: `${options.publicSiteUrl}/admin?lead=${leadId}`,
          },
        }),
        submitter: { name: headerSafe(name), address: text(payload, 'email') },
      };
    }
    case 'application-alert': {
      const name = `${text(payload, 'firstName')} ${text(payload, 'lastName')}`;
      const position = text(payload, 'position');
      return {
        subject: headerSafe(`New job application: ${name} for ${position}`),
        ...alertBodies({
          intro: `A new job application arrived on ${when}. The site promises a review within 24 hours.`,
          fields: [
            { label: applicationFields.name.label, value: name },
            { label: applicationFields.email.label, value: text(payload, 'email') },
            { label: applicationFields.phone.label, value: text(payload, 'phone') },
            { label: applicationFields.position.label, value: position },
            { label: applicationFields.linkedinUrl.label, value: text(payload, 'linkedinUrl') },
            { label: applicationFields.cv.label, value: text(payload, 'cvFileName') },
            { label: applicationFields.createdAt.label, value: when },
          ],
          longText: {
            label: applicationFields.description.label,
            value: text(payload, 'description'),
          },
          link: {
            label: 'Open the application',
            url: `${options.publicSiteUrl}/admin?application=${numberField(payload, 'applicationId')}`,
          },
        }),
        submitter: { name: headerSafe(name), address: text(payload, 'email') },
      };
    }
    case 'lead-acknowledgement': {
      const name = text(payload, 'name');
      const paragraphs = [
        `Hello ${name},`,
        `Thank you for contacting ${businessName}. We have your request and will reply within 2 hours.`,
        'If anything changes in the meantime, simply reply to this e-mail.',
        `Kind regards,\n${businessName}`,
      ];
      return {
        subject: `We have your request: ${businessName}`,
        text: `${paragraphs.join('\n\n')}\n`,
        html: plainHtml(paragraphs),
        submitter: { name: headerSafe(name), address: text(payload, 'email') },
      };
    }
    case 'conversation-message':
      return {
        subject: headerSafe(text(payload, 'subject'), 200),
        text: text(payload, 'text'),
        html: text(payload, 'html'),
        submitter: { name: headerSafe(text(payload, 'name')), address: text(payload, 'email') },
      };
    case 'reply-alert': {
      const name = text(payload, 'name');
      const recordId = numberField(payload, 'recordId');
      const isLead = nullableText(payload, 'recordKind') === 'lead';
      const fields = isLead ? leadFields : applicationFields;
      return {
        subject: headerSafe(`Reply from ${name}: ${text(payload, 'subject')}`),
        ...alertBodies({
          intro: `${name} replied on ${when}. Answer from the CRM, so the whole conversation stays in one place.`,
          fields: [
            { label: fields.name.label, value: name },
            { label: fields.email.label, value: text(payload, 'email') },
            { label: 'Subject', value: text(payload, 'subject') },
          ],
          longText: { label: 'The reply begins', value: text(payload, 'excerpt') },
          link: isLead
            ? { label: 'Open the lead', url: `${options.publicSiteUrl}/admin?lead=${recordId}` }
            : {
                label: 'Open the application',
                url: `${options.publicSiteUrl}/admin/hiring?application=${recordId}`,
              },
        }),
        submitter: { name: headerSafe(name), address: text(payload, 'email') },
      };
    }
    case 'application-acknowledgement': {
      const firstName = text(payload, 'firstName');
      const paragraphs = [
        `Hello ${firstName},`,
        `Thank you for applying for the ${text(payload, 'position')} position at ${businessName}. We will review your application within 24 hours and get back to you.`,
        `Kind regards,\n${businessName}`,
      ];
      return {
        subject: `We have your application: ${businessName}`,
        text: `${paragraphs.join('\n\n')}\n`,
        html: plainHtml(paragraphs),
        submitter: {
          name: headerSafe(`${firstName} ${text(payload, 'lastName')}`),
          address: text(payload, 'email'),
        },
      };
    }
  }
}
