import sanitizeHtml from 'sanitize-html';

/** Received HTML longer than this is cut before it is cleaned: no real message needs more. */
const receivedHtmlMaxLength = 1_000_000;

/** Where a remote image's address goes instead of `src`, so the admin screen loads it only on request. */
const remoteImageAttribute = 'data-remote-src';

/** A CSS value of these declarations: colours, lengths and keywords, never `url(` or `expression(`. */
const colour = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\(\s*[\d.%,\s]+\))$/i;
const length = /^(\d+(\.\d+)?(px|em|rem|%|pt)?\s*){1,4}$/i;
const keyword = /^[a-z-]+$/i;

/**
 * What a received message's HTML may keep: the markup of text, links and tables, and a few
 * presentational styles. Gone: scripts and styles with their content, event handlers, forms,
 * frames, objects, `base`, `meta`, links other than http(s) and mailto, `data:` and `cid:` URLs,
 * and every style that could load or run something.
 */
function receivedHtmlPolicy(onRemoteImage: () => void): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['alt', 'title', 'width', 'height', remoteImageAttribute],
      td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      table: ['width', 'align', 'cellpadding', 'cellspacing', 'border'],
      font: ['color', 'size'],
      '*': ['style', 'dir', 'lang'],
    },
    allowedStyles: {
      '*': {
        color: [colour],
        'background-color': [colour],
        'text-align': [keyword],
        'font-weight': [keyword, /^\d{3}$/],
        'font-style': [keyword],
        'text-decoration': [keyword],
        'font-size': [length],
        padding: [length],
        margin: [length],
        width: [length],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      // A remote image (a tracking pixel, often) keeps its address aside and loads nothing; any
      // other source (data:, cid:, a relative path) is dropped.
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        if (src !== undefined && /^https?:\/\//i.test(src.trim())) {
          onRemoteImage();
          return { tagName, attribs: { ...rest, [remoteImageAttribute]: src.trim() } };
        }
        return { tagName, attribs: rest };
      },
    },
  };
}

export interface SanitisedHtml {
  html: string;
  /** The HTML names images on other servers, which the admin screen loads only when asked. */
  hasRemoteImages: boolean;
}

/** A received message's HTML, made safe to show in the admin screen. */
export function sanitiseReceivedHtml(html: string): SanitisedHtml {
  let hasRemoteImages = false;
  const cleaned = sanitizeHtml(
    html.slice(0, receivedHtmlMaxLength),
    receivedHtmlPolicy(() => {
      hasRemoteImages = true;
    }),
  );
  return { html: cleaned, hasRemoteImages };
}
