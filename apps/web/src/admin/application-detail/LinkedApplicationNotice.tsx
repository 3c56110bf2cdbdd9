import type { DeepLinkId } from '@app/domain';
import { deepLinkTexts } from '../crm/DeepLinkNotice.tsx';
import { LinkedRecordNotice } from '../record-detail/LinkedRecordNotice.tsx';
import { useApplication } from './use-application.ts';

type LinkedApplicationNoticeProps = {
  /** The address's `?application=`: a number, or the text given when it is not one. */
  readonly link: DeepLinkId | undefined;
  readonly onDismiss: () => void;
};

/** Says why the address's application cannot be opened: not a number, or not on the server. */
export function LinkedApplicationNotice({ link, onDismiss }: LinkedApplicationNoticeProps) {
  return (
    <LinkedRecordNotice
      link={link}
      lookup={useApplication(typeof link === 'number' ? link : null)}
      malformedText={deepLinkTexts.applicationMalformed}
      notFoundText={deepLinkTexts.applicationNotFound}
      onDismiss={onDismiss}
    />
  );
}
