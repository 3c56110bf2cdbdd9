import type { LeadDto } from '../api/admin-api.ts';
import { leadHeadline } from './RecordHeadline.tsx';
import { ValueDialog } from './ValueDialog.tsx';

const lostReasonTexts = {
  title: 'Why was this lead lost?',
  placeholder: 'Enter reason for losing this lead',
} as const;

type LostReasonDialogProps = {
  readonly opened: boolean;
  readonly lead: LeadDto | undefined;
  readonly onClose: () => void;
  readonly onSave: (lead: LeadDto, reason: string) => void;
};

export function LostReasonDialog({ opened, lead, onClose, onSave }: LostReasonDialogProps) {
  return (
    <ValueDialog
      opened={opened}
      subject={lead}
      headline={leadHeadline}
      title={lostReasonTexts.title}
      placeholder={lostReasonTexts.placeholder}
      onClose={onClose}
      onSave={(target, reason) => {
        onSave(target, reason);
        return undefined;
      }}
    />
  );
}
