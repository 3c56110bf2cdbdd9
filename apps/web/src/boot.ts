import './app/styles.ts';
import { showCookieNoticeUntilDecided } from './layout/CookieNotice/cookie-consent-store.ts';
import { rememberVisitSource } from './visit-source/remember-visit-source.ts';

showCookieNoticeUntilDecided();
rememberVisitSource();

function startApp(): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      void import('./entry-client.tsx');
    }, 0);
  });
}

// The page is prerendered and readable as soon as it arrives. The app (hydration, interactivity)
// loads once the page and its font have loaded and been painted, so on slow connections the first
// paint neither waits for the JavaScript nor shares bandwidth with it.
if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
