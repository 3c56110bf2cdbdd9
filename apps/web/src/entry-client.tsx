import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { headTagsForMatches } from './app/head-tags-for-route.ts';
import { createAppRouter } from './app/router.ts';
import {
  parsePostedFormState,
  PostedFormContext,
  PostedFormHolder,
  postedFormStateElementId,
} from './posted-form/posted-form-state.ts';
import { applyHeadTags, publicSiteUrlFromDocument } from './seo/head-tags.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

/**
 * A page the server rendered for a refused form post sits at the address the form posted to
 * (`/api/contact#contact`). Before the router reads the address, it becomes the form's page, so
 * the router matches the page the server rendered; the form then starts from the posted state.
 */
function takePostedFormState(): PostedFormHolder | undefined {
  const element = document.getElementById(postedFormStateElementId);
  const state = element === null ? undefined : parsePostedFormState(element.textContent);
  if (state === undefined) return undefined;
  window.history.replaceState(window.history.state, '', `${state.page}${window.location.hash}`);
  return new PostedFormHolder(state);
}

const postedForm = takePostedFormState();
const router = createAppRouter();
const publicSiteUrl = publicSiteUrlFromDocument(document);
router.subscribe('onResolved', () => {
  const { matches, location } = router.state;
  headTagsForMatches(matches, publicSiteUrl).then(
    (tags) => {
      // A later navigation may have finished first; only the page still shown sets the head.
      if (router.state.location.href === location.href) applyHeadTags(document, tags);
    },
    () => {
      // The page's chunk failed to load (a deployment replaced it): the router reloads the page,
      // which then arrives with its own prerendered head.
    },
  );
});

const app = (
  <PostedFormContext value={postedForm}>
    <App router={router} />
  </PostedFormContext>
);
if (container.firstElementChild === null) {
  createRoot(container).render(app);
} else {
  await router.load();
  // The markup is prerendered: mark the router as hydrating server output so it renders the matched
  // routes exactly as the server did, without the Suspense boundary of a client-only render. The
  // router's public `hydrate()` (@tanstack/react-router/ssr/client) would do this but reads its
  // state from inline bootstrap scripts (window.$_TSR), which the site's Content-Security-Policy
  // refuses: the pages are static files, so no per-request nonce can let them through.
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser between components instead of blocking it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
