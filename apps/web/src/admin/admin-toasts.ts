import { notifications } from '@mantine/notifications';
import { formatDollars } from '@app/domain';

export type AdminToast = {
  readonly title: string;
  readonly message?: string;
  readonly tone: 'success' | 'destructive';
};

const success = (title: string, message?: string): AdminToast => ({
  title,
  message,
  tone: 'success',
});
const destructive = (title: string, message?: string): AdminToast => ({
  title,
  message,
  tone: 'destructive',
});

/** Spec section 8, word for word. */
export const adminToasts = {
  loginSucceeded: success('Success', 'Login successful! Redirecting to admin panel...'),
  loginFailed: (serverError: string) =>
    destructive('Login Failed', serverError === '' ? 'Invalid credentials' : serverError),
  loginUnreachable: destructive('Error', 'Failed to connect to server. Please try again.'),
  loggedIn: success('Successfully logged in to admin panel'),
  serverUnreachable: destructive('Error: Failed to connect to server'),
  loggedOut: success('Logged out', 'You have been securely logged out'),
  leadUpdated: success('Lead updated successfully'),
  leadUpdateFailed: destructive('Error: Failed to update lead'),
  leadWon: (value: number) => success(`Lead marked as won with value ${formatDollars(value)}`),
  leadLost: (reason: string) => success('Lead marked as lost', reason),
  leadDeleted: success('Lead deleted successfully'),
  leadDeleteFailed: destructive('Error: Failed to delete lead'),
  noteAdded: success('Note added successfully'),
  noteAddFailed: destructive('Error: Failed to add note'),
  notesLoadFailed: destructive('Error: Failed to load notes'),
  invalidNumber: destructive('Error: Please enter a valid number'),
} as const;

/**
 * At most one toast is visible (spec section 9): a new one replaces whatever is showing or
 * waiting, so the latest outcome is the one on screen.
 */
export function showAdminToast(toast: AdminToast): void {
  notifications.clean();
  notifications.show({
    title: toast.title,
    message: toast.message ?? null,
    color: toast.tone === 'success' ? 'bamboo' : 'red',
  });
}
