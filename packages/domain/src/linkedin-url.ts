// No schema here: the careers form's page rules use it, and the page must not carry the full zod API.

const linkedInHost = 'linkedin.com';

/** An https address on linkedin.com or one of its subdomains (www., au., ...). */
export function isLinkedInUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (url.hostname === linkedInHost || url.hostname.endsWith(`.${linkedInHost}`))
  );
}

/** The careers form's LinkedIn field: empty, or a LinkedIn address. */
export function isEmptyOrLinkedInUrl(value: string): boolean {
  return value === '' || isLinkedInUrl(value);
}
