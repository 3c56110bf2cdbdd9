// What the pages' forms need of the bot traps and the captcha, without any schema: the public
// forms' code carries this module, and it must not bring the full zod API along.

/**
 * The time trap: a form sent sooner than this after it was shown is taken for a bot's (people
 * take longer). The admin login and both public forms use it, and the forms hold back a faster
 * submission until it has passed.
 */
export const minimumFormFillTimeMs = 1_000;

/** A form shown longer ago than this is a replayed request, not a person at the keyboard. */
export const maximumFormAgeMs = 24 * 60 * 60 * 1_000;

/**
 * Names the `<meta>` element that carries the Cloudflare Turnstile site key when admin logins need
 * a captcha token: the server adds it to every page, and the login and public forms read it there.
 */
export const turnstileSiteKeyMetaName = 'turnstile-site-key';
