import { parseDealValue } from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import type { LeadDto } from '../api/admin-api.ts';
import { leadHeadline } from './RecordHeadline.tsx';
import { ValueDialog } from './ValueDialog.tsx';

const dealValueTexts = {
  title: 'Enter Deal Value',
  placeholder: 'Enter dollar amount (e.g., 50000)',
} as const;

type DealValueDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly onClose: () => void;
  readonly onSave: (lead: LeadDto, value: number) => void;
};

/** Spec section 5: everything but digits, dot and minus is dropped, then the rest read as a number. */
export function DealValueDialog({ opened, lead, onClose, onSave }: DealValueDialogProps) {
  return (
    <ValueDialog
      opened={opened}
      subject={lead}
      headline={leadHeadline}
      title={dealValueTexts.title}
      placeholder={dealValueTexts.placeholder}
      onClose={onClose}
      onSave={(target, input) => {
        const parsed = parseDealValue(input);
        if (!parsed.ok) {
          showToast(adminToasts.invalidNumber);
          return parsed.error;
        }
        onSave(target, parsed.value);
        return undefined;
      }}
    />
  );
}
