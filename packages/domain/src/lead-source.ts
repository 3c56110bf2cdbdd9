import type { LeadSource } from './contracts/leads.ts';
import { withoutUnstorableCharacters } from './fields.ts';
import { z } from './zod-config.ts';

/** Page paths and the referrer may be long addresses; tags are short names. */
export const leadSourceMaxLengths = {
  sourcePage: 500,
  landingPage: 500,
  referrer: 500,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
} as const satisfies Record<keyof LeadSource, number>;

export const leadSourceLabels = {
  sourcePage: 'Source page',
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
} as const satisfies Record<keyof LeadSource, string>;

/** The first `max` characters (code points, so a cut never splits an emoji's pair). */
function cut(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : characters.slice(0, max).join('');
}

/** The referring site's origin (scheme and host): its path and query may hold a person's data. */
function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One tracking field: optional text, refused only when it is not text at all. Characters that
 * cannot be stored are dropped, blank becomes absent and a long value is cut, never refused: an
 * enquiry must not be lost over a tag.
 */
function trackingField(key: keyof LeadSource) {
  return z
    .string({ error: `${leadSourceLabels[key]} must be text` })
    .transform((value): string | undefined => {
      const cleaned = withoutUnstorableCharacters(value).trim();
      const kept = key === 'referrer' ? originOf(cleaned) : cleaned;
      return kept === undefined || kept === '' ? undefined : cut(kept, leadSourceMaxLengths[key]);
    })
    .optional();
}

/** The tracking fields of the contact form's payload, all optional. */
export const leadSourceFields = {
  sourcePage: trackingField('sourcePage'),
  landingPage: trackingField('landingPage'),
  referrer: trackingField('referrer'),
  utmSource: trackingField('utmSource'),
  utmMedium: trackingField('utmMedium'),
  utmCampaign: trackingField('utmCampaign'),
};

/** The source of a parsed submission, each unknown field null, as it is stored. */
export function leadSourceOf(
  input: Partial<Record<keyof LeadSource, string | null | undefined>>,
): LeadSource {
  return {
    sourcePage: input.sourcePage ?? null,
    landingPage: input.landingPage ?? null,
    referrer: input.referrer ?? null,
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
  };
}

/**
 * The source in a line, e.g. "from /react-nodejs, campaign spring-2026": where the visit began
 * (else the page the form was sent from), then the campaign, else the tagged source and medium,
 * else the referring site. Null when nothing is known.
 */
export function describeLeadSource(source: LeadSource | null): string | null {
  if (source === null) return null;
  const parts: string[] = [];
  const page = source.landingPage ?? source.sourcePage;
  if (page !== null) parts.push(`from ${page}`);
  if (source.utmCampaign !== null) {
    parts.push(`campaign ${source.utmCampaign}`);
  } else if (source.utmSource !== null) {
    parts.push(
      source.utmMedium === null
        ? `source ${source.utmSource}`
        : `source ${source.utmSource} (${source.utmMedium})`,
    );
  } else if (source.utmMedium !== null) {
    parts.push(`medium ${source.utmMedium}`);
  } else if (source.referrer !== null) {
    parts.push(`referred by ${source.referrer}`);
  }
  return parts.length === 0 ? null : parts.join(', ');
}
