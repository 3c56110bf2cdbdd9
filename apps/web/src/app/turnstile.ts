import { turnstileSiteKeyMetaName } from '@app/domain';

/** The options of Cloudflare Turnstile's `turnstile.render` that the forms use. */
export type TurnstileRenderOptions = {
  readonly sitekey: string;
  /** Receives the token of a passed challenge. */
  readonly callback: (token: string) => void;
  /** The token has expired unused; the widget fetches a new one by itself. */
  readonly 'expired-callback': () => void;
  /** Turnstile retries by itself; without this callback it would throw instead. */
  readonly 'error-callback': (errorCode: string) => void;
};

/** The part of Cloudflare's `window.turnstile` the forms use. */
export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | null | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    /** Set by Cloudflare's script once it has run. */
    turnstile?: TurnstileApi;
  }
}

/** Explicit rendering: the script only defines `window.turnstile` and renders nothing by itself. */
export const turnstileScriptUrl =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The script being loaded, so two forms opened at once add it only once. */
let pendingLoad: Promise<TurnstileApi> | undefined;

/**
 * Resolves with `window.turnstile`, adding Cloudflare's script to the page first if it is not
 * there yet. Rejects when the script cannot be loaded (offline, blocked by a content blocker or a
 * policy); a later call then tries again.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  const loaded = window.turnstile;
  if (loaded !== undefined) return Promise.resolve(loaded);
  pendingLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.turnstile === undefined) reject(new Error('Turnstile’s script did not set it up'));
      else resolve(window.turnstile);
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Turnstile’s script could not be loaded'));
    });
    document.head.append(script);
  }).finally(() => {
    pendingLoad = undefined;
  });
  return pendingLoad;
}

/** The site key the server puts on every page when its forms need a Turnstile token. */
export function turnstileSiteKeyFromDocument(document: Document): string | undefined {
  const meta = document.head.querySelector<HTMLMetaElement>(
    `meta[name="${turnstileSiteKeyMetaName}"]`,
  );
  const siteKey = meta?.content.trim();
  return siteKey === undefined || siteKey === '' ? undefined : siteKey;
}
