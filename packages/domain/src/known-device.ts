/**
 * The cookie by which the login throttle knows a browser an admin has logged in from; the cookie
 * policy names it for the staff who receive it. Kept apart from the schemas, so public pages
 * that name it load no zod.
 */
export const knownDeviceCookieName = 'admin_device';
