/**
 * What a message's HTML may do in its frame: open its links in a new tab, outside the sandbox
 * (so the page they open works as usual). No scripts, forms, same origin, or navigating the admin
 * screen: the HTML is sanitised on the server, and the frame holds it even if that ever missed.
 */
export const messageFrameSandbox = 'allow-popups allow-popups-to-escape-sandbox';

/** The frame's own look: the admin's text, and nothing wider than the frame. */
const frameStyles = [
  'body{margin:0;padding:12px 14px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;',
  'color:#1f2933;overflow-wrap:anywhere}',
  'img,table{max-width:100%}img{height:auto}',
  'blockquote{margin:0 0 0 4px;padding-left:10px;border-left:3px solid #d0d7de;color:#57606a}',
].join('');

/**
 * The policy inside the frame, on top of the admin page's own (which a srcdoc frame inherits):
 * nothing may load but inline styles and images inside the message, and images from other
 * servers (tracking pixels) only once staff have asked for them.
 */
function framePolicy(showRemoteImages: boolean): string {
  const images = showRemoteImages ? 'data: https:' : 'data:';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${images}`,
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Where the server's sanitiser moves a remote image's address, so that nothing loads it. */
const remoteImageAttribute = 'data-remote-src';

/**
 * The sanitised HTML with its remote images' addresses put back in `src`, once staff ask for
 * them. Parsed rather than searched as text: a DOMParser document runs and loads nothing, and a
 * message's words that happen to spell the attribute stay words.
 */
function withRemoteImages(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const image of parsed.querySelectorAll(`img[${remoteImageAttribute}]`)) {
    const address = image.getAttribute(remoteImageAttribute) ?? '';
    image.removeAttribute(remoteImageAttribute);
    // The sanitiser only moves https addresses here, but a sender may write the attribute too.
    if (address.startsWith('https://')) image.setAttribute('src', address);
  }
  return parsed.body.innerHTML;
}

/**
 * The document a message's sanitised HTML is shown in (an iframe's `srcdoc`): the policy comes
 * first, so it governs everything after it; links open in a new tab and send no referrer (the
 * admin's address is nobody's business).
 */
export function messageFrameDocument(html: string, showRemoteImages: boolean): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy(showRemoteImages)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    `<style>${frameStyles}</style>`,
    `</head><body>${showRemoteImages ? withRemoteImages(html) : html}</body></html>`,
  ].join('');
}
