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
  message: 'We comply with Australian privacy law and the GDPR and use no analytics cookies.',
  thirdPartyNote:
    'Fonts are self-hosted; only our forms and staff sign-in can use a captcha that may set cookies (Cloudflare Turnstile).',
  policyLinkLabel: 'Cookie Policy',
  policyHref: '/cookie-policy',
  acceptLabel: 'Accept',
  declineLabel: 'Decline',
  closeLabel: 'Close cookie notice',
};
