/// <reference types="vite/client" />

/** The year the build ran in, so the prerendered copyright line and its hydration agree. */
declare const __PRERENDER_YEAR__: number;

/** The page template, stylesheet inline, that the form page renderer fills (vite.form-page.config.ts). */
declare const __FORM_PAGE_TEMPLATE__: string;
