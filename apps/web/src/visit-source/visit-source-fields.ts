import { visitSourceStorageKey } from './remember-visit-source.ts';

const visitSourceFields = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'];

/**
 * The visit's source as the contact form sends it: only text fields, so that an entry edited by
 * hand or left by an older build can never make the server refuse the enquiry; none when storage
 * is blocked or empty.
 */
export function visitSourceFieldsToSend(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(visitSourceStorageKey) ?? '{}');
    const fields: Record<string, string> = {};
    for (const name of visitSourceFields) {
      const value: unknown =
        typeof stored === 'object' && stored !== null ? Reflect.get(stored, name) : undefined;
      if (typeof value === 'string' && value !== '') fields[name] = value;
    }
    return fields;
  } catch {
    return {};
  }
}
