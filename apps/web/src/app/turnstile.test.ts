import { afterEach, describe, expect, it } from 'vitest';
import { turnstileSiteKeyFromDocument } from './turnstile.ts';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

function addMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('turnstileSiteKeyFromDocument', () => {
  it('reads the site key the server put on the admin page', () => {
    addMeta('turnstile-site-key', ' 0x4AAAAAAAtestSiteKey ');
    expect(turnstileSiteKeyFromDocument(document)).toBe('0x4AAAAAAAtestSiteKey');
  });

  it('finds none on a page without it, or with an empty one', () => {
    addMeta('description', 'Staff area');
    expect(turnstileSiteKeyFromDocument(document)).toBeUndefined();
    addMeta('turnstile-site-key', '');
    expect(turnstileSiteKeyFromDocument(document)).toBeUndefined();
  });
});
