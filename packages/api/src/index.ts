export { appRouter, type AppRouter } from './root.ts';
export {
  createContext,
  type ApiContext,
  type ApiDependencies,
  type ApiLogger,
  type RequestDetails,
} from './context.ts';
export * from './errors.ts';
export { FixedWindowRateLimiter } from './rate-limiter.ts';
export { consumeFormAllowance, formRateLimitMessage } from './form-rate-limit.ts';
export * from './services/public-forms.ts';
