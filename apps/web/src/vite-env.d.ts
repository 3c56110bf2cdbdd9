/// <reference types="vite/client" />

/** The year the build ran in, so the prerendered copyright line and its hydration agree. */
declare const __PRERENDER_YEAR__: number;
