import type { HeadTags } from './page-metadata.ts';

/** Marks the tags that belong to the current page, so a client-side navigation can replace them. */
const pageHeadAttribute = 'data-page-head';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JSON inside a script element must not be able to close it. */
function serializeJsonForScript(document: object): string {
  return JSON.stringify(document).replaceAll('<', '\\u003c');
}

export function renderHeadTagsHtml(tags: HeadTags): string {
  return [
    `<title ${pageHeadAttribute}>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      (tag) =>
        `<meta ${pageHeadAttribute} ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}">`,
    ),
    ...tags.links.map((link) => {
      const described = [
        link.type === undefined ? '' : ` type="${escapeHtml(link.type)}"`,
        link.title === undefined ? '' : ` title="${escapeHtml(link.title)}"`,
      ].join('');
      return `<link ${pageHeadAttribute} rel="${escapeHtml(link.rel)}"${described} href="${escapeHtml(link.href)}">`;
    }),
    ...tags.structuredData.map(
      (document) =>
        `<script ${pageHeadAttribute} type="application/ld+json">${serializeJsonForScript(document)}</script>`,
    ),
  ].join('\n    ');
}

/** Replaces the previous page's tags after a client-side navigation. */
export function applyHeadTags(document: Document, tags: HeadTags): void {
  for (const element of document.head.querySelectorAll(`[${pageHeadAttribute}]`)) element.remove();
  const created: HTMLElement[] = [];
  const title = document.createElement('title');
  title.textContent = tags.title;
  created.push(title);
  for (const tag of tags.meta) {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.key, tag.id);
    meta.content = tag.content;
    created.push(meta);
  }
  for (const link of tags.links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    if (link.type !== undefined) element.type = link.type;
    if (link.title !== undefined) element.title = link.title;
    element.href = link.href;
    created.push(element);
  }
  for (const structuredData of tags.structuredData) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(structuredData);
    created.push(script);
  }
  for (const element of created) element.setAttribute(pageHeadAttribute, '');
  document.head.append(...created);
}

/**
 * The origin the server substituted into the page's canonical link; falls back to the browser's
 * origin on pages without one (not-found, admin) and in the Vite dev server.
 */
export function publicSiteUrlFromDocument(document: Document): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const path = document.location.pathname;
  if (canonical === null || !canonical.href.endsWith(path)) return document.location.origin;
  return canonical.href.slice(0, canonical.href.length - path.length);
}
