/** The toasts' view, loaded by the region with the first toast. */
export { Notifications } from '@mantine/notifications';
