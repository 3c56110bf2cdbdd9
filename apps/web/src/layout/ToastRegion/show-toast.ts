import { notifications } from '@mantine/notifications';
import classes from './ToastRegion.module.css';
import { requestToasts } from './toast-requests.ts';

export type Toast = {
  readonly title: string;
  readonly message?: string;
  readonly tone: 'success' | 'destructive';
};

/**
 * Spec section 9: at most one toast is visible. The newest replaces whatever is showing or
 * waiting, at once, so the toast on screen always tells the latest outcome.
 */
export function showToast(toast: Toast): void {
  requestToasts();
  notifications.clean();
  notifications.show({
    title: toast.title,
    message: toast.message ?? null,
    color: toast.tone === 'success' ? 'bamboo' : 'red',
    closeButtonProps: { 'aria-label': 'Dismiss' },
    classNames: { description: classes.description },
  });
}
