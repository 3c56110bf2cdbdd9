/** The cookie notice and the cookie policy must name the same browser storage entry. */
export const cookieConsentStorageKey = 'cookie-consent';

export const cookieConsentChoices = { accepted: 'accepted', declined: 'declined' } as const;

export type CookieConsentChoice = (typeof cookieConsentChoices)[keyof typeof cookieConsentChoices];

export type CookieNoticeContent = {
  readonly title: string;
  readonly message: string;
  readonly thirdPartyNote: string;
  readonly policyLinkLabel: string;
  readonly policyHref: '/cookie-policy';
  readonly acceptLabel: 'Accept';
  readonly declineLabel: 'Decline';
  readonly closeLabel: string;
};

export const cookieNotice: CookieNoticeContent = {
  title: 'Your privacy',
  message:
    'This website complies with Australian privacy law and the GDPR. We do not use analytics or advertising cookies; we store only your cookie choice in your browser.',
  thirdPartyNote:
    'The only third parties that may set cookies or receive your browser details are our captcha provider (Cloudflare Turnstile), which protects our forms from bots, and our fonts provider (Google Fonts), where fonts are not served from our own server.',
  policyLinkLabel: 'Read our Cookie Policy',
  policyHref: '/cookie-policy',
  acceptLabel: 'Accept',
  declineLabel: 'Decline',
  closeLabel: 'Close cookie notice',
};
