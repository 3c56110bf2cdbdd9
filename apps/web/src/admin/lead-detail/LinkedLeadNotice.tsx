import type { DeepLinkId } from '@app/domain';
import { DeepLinkNotice, deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import { isLeadNotFound, useLead } from './use-lead.ts';

type LinkedLeadNoticeProps = {
  /** The address's `?lead=`: a number, or the text given when it is not one. */
  readonly link: DeepLinkId | undefined;
  readonly onDismiss: () => void;
};

/** Says why the address's lead cannot be opened: not a number, or no such lead on the server. */
export function LinkedLeadNotice({ link, onDismiss }: LinkedLeadNoticeProps) {
  const lead = useLead(typeof link === 'number' ? link : null);
  const problem =
    typeof link === 'string'
      ? deepLinkTexts.leadMalformed(link)
      : typeof link === 'number' && lead.isError && isLeadNotFound(lead.error)
        ? deepLinkTexts.leadNotFound(link)
        : null;
  return problem === null ? null : <DeepLinkNotice message={problem} onDismiss={onDismiss} />;
}
