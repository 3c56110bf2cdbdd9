import type { DeepLinkId } from '@app/domain';
import { deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import { LinkedRecordNotice } from '../record-detail/LinkedRecordNotice.tsx';
import { useLead } from './use-lead.ts';

type LinkedLeadNoticeProps = {
  /** The address's `?lead=`: a number, or the text given when it is not one. */
  readonly link: DeepLinkId | undefined;
  readonly onDismiss: () => void;
};

/** Says why the address's lead cannot be opened: not a number, or no such lead on the server. */
export function LinkedLeadNotice({ link, onDismiss }: LinkedLeadNoticeProps) {
  return (
    <LinkedRecordNotice
      link={link}
      lookup={useLead(typeof link === 'number' ? link : null)}
      malformedText={deepLinkTexts.leadMalformed}
      notFoundText={deepLinkTexts.leadNotFound}
      onDismiss={onDismiss}
    />
  );
}
