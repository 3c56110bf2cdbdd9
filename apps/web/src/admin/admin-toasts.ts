import { formatDollars } from '@app/domain';
import { isUnauthorized } from '../app/failed-call.ts';
import { showToast, type Toast } from '../layout/ToastRegion/show-toast.ts';

export type AdminToast = Toast;

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

/** Spec section 8, word for word; the spam review's, the export's and the hiring pipeline's after it. */
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
  leadReleasedFromSpam: success('Marked as not spam', 'The lead is on the board now.'),
  applicationReleasedFromSpam: success(
    'Marked as not spam',
    'The application is in Career Submissions now.',
  ),
  spamReleaseFailed: destructive('Error: Failed to mark as not spam'),
  csvExportFailed: destructive('Error: Failed to export CSV'),
  applicationUpdated: success('Application updated successfully'),
  applicationUpdateFailed: (reason?: string) =>
    destructive('Error: Failed to update application', reason),
  applicationHired: (name: string) => success('Welcome Aboard!', `${name} is hired.`),
  applicationNotSelected: (reason: string) => success('Application marked as Not Selected', reason),
  applicationDeleted: success('Application deleted successfully'),
  applicationDeleteFailed: destructive('Error: Failed to delete application'),
  cvDownloadFailed: destructive('Error: Failed to download CV'),
  privacySearchFailed: destructive('Error: Failed to search for the data'),
  privacyExportFailed: destructive('Error: Failed to export the data'),
  privacyErased: (summary: string) => success('Data erased', summary),
  privacyEraseFailed: (reason?: string) => destructive('Error: Failed to erase the data', reason),
  adminAdded: (username: string) =>
    success('Admin added', `Give ${username} the temporary password yourself.`),
  adminAddFailed: (reason?: string) => destructive('Error: Failed to add admin', reason),
  adminRemoved: (username: string) => success('Admin removed', username),
  adminRemoveFailed: (reason?: string) => destructive('Error: Failed to remove admin', reason),
  adminSessionsEnded: (username: string) =>
    success('Sessions ended', `${username} must log in again.`),
  adminSessionsEndFailed: destructive('Error: Failed to end sessions'),
  passwordChanged: success('Password changed', 'Your other sessions have been ended.'),
  passwordChangeFailed: (reason?: string) =>
    destructive('Error: Failed to change password', reason),
  nameChanged: (name: string | null) =>
    success('Name saved', name === null ? 'Your e-mails are signed with your address.' : name),
  nameChangeFailed: (reason?: string) => destructive('Error: Failed to save your name', reason),
  sessionEnded: success('Session ended'),
  sessionEndFailed: destructive('Error: Failed to end session'),
  auditLoadFailed: destructive('Error: Failed to load the audit log'),
  emailQueued: success('E-mail queued for sending', 'Its delivery shows in the conversation.'),
  attachmentDownloadFailed: destructive('Error: Failed to download the attachment'),
  templateSaved: (name: string) => success('Template saved', name),
  templateDeleted: (name: string) => success('Template deleted', name),
  templateDeleteFailed: (reason?: string) =>
    destructive('Error: Failed to delete template', reason),
  mailLinked: success('E-mail linked', 'It is in the conversation now.'),
  mailLinkFailed: (reason?: string) => destructive('Error: Failed to link the e-mail', reason),
  mailDiscarded: success('E-mail discarded'),
  mailDiscardFailed: (reason?: string) =>
    destructive('Error: Failed to discard the e-mail', reason),
} as const;

/** A call's failure, toasted; a dead session returns to the login form, where the toast would only confuse. */
export function toastUnlessSessionEnded(error: unknown, toast: AdminToast): void {
  if (!isUnauthorized(error)) showToast(toast);
}
