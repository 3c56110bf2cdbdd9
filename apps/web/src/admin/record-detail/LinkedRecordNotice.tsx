import type { UseQueryResult } from '@tanstack/react-query';
import type { DeepLinkId } from '@app/domain';
import { DeepLinkNotice } from '../crm/DeepLinkNotice.tsx';
import { isRecordNotFound } from './RecordDrawer.tsx';

type LinkedRecordNoticeProps = {
  /** The address's id: a number, or the text given when it is not one. */
  readonly link: DeepLinkId | undefined;
  /** The record read for the link's number. */
  readonly lookup: UseQueryResult<unknown, unknown>;
  readonly malformedText: (given: string) => string;
  readonly notFoundText: (id: number) => string;
  readonly onDismiss: () => void;
};

/** Says why the address's record cannot be opened: not a number, or no such record on the server. */
export function LinkedRecordNotice({
  link,
  lookup,
  malformedText,
  notFoundText,
  onDismiss,
}: LinkedRecordNoticeProps) {
  const problem =
    typeof link === 'string'
      ? malformedText(link)
      : typeof link === 'number' && lookup.isError && isRecordNotFound(lookup.error)
        ? notFoundText(link)
        : null;
  return problem === null ? null : <DeepLinkNotice message={problem} onDismiss={onDismiss} />;
}
