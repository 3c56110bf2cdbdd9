import type { Toast } from '../../layout/ToastRegion/show-toast.ts';

export const twoFactorToasts = {
  enabled: { title: 'Two-factor login is on', tone: 'success' },
  disabled: { title: 'Two-factor login is off', tone: 'success' },
  failed: (reason: string): Toast => ({
    title: 'Error: Two-factor login was not changed',
    message: reason,
    tone: 'destructive',
  }),
  unreachable: {
    title: 'Error',
    message: 'Failed to connect to server. Please try again.',
    tone: 'destructive',
  },
} as const satisfies Record<string, Toast | ((reason: string) => Toast)>;
