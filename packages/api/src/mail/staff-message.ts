import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff write Markdown: its text goes out as the message's text part as written (Markdown reads
 * as plain text), and as simple HTML. Raw HTML in it is escaped, never passed through
 * (`html: false`), and images are not made (a message from staff carries no remote image); line
 * breaks stay line breaks, as in a mail program.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true }).disable('image');

/**
 * What Markdown makes, and nothing else: a second line of defence should a Markdown rule ever
 * let something through.
 */
const staffHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/** The HTML part of a message staff wrote: its Markdown rendered, in a plain document. */
export function staffMessageHtml(body: string): string {
  const content = sanitizeHtml(markdown.render(body), staffHtmlPolicy);
  return `<!doctype html><html><body style="font-family:sans-serif">${content}</body></html>`;
}
