import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { adminLinkParams, type AdminLinkParam } from '@app/domain';
import shared from '../shared.module.css';

/** Opens a lead or an application inside the admin screen, as its alert e-mail's link does. */
export type OpenAdminRecord = (param: AdminLinkParam, id: number) => void;

/**
 * Given by the /admin route. Without it (a component shown on its own) a record link is an
 * ordinary link that loads the admin screen at that record.
 */
export const OpenAdminRecordContext = createContext<OpenAdminRecord | null>(null);

type RecordLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'id'> & {
  readonly param: AdminLinkParam;
  readonly id: number;
  /** Runs just before the record opens in place (not when it opens in a new tab). */
  readonly onOpen?: () => void;
  readonly children: ReactNode;
};

/** A link to another record: `/admin?lead=12`, opened in place when the screen can. */
export function RecordLink({
  param,
  id,
  onOpen,
  className = shared.link,
  children,
  ...anchorProps
}: RecordLinkProps) {
  const openRecord = useContext(OpenAdminRecordContext);
  return (
    <a
      {...anchorProps}
      href={`/admin?${adminLinkParams[param]}=${id}`}
      className={className}
      onClick={(event) => {
        if (openRecord === null || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen?.();
        openRecord(param, id);
      }}
    >
      {children}
    </a>
  );
}

/** Records of one kind, each a link that opens it in place: 'application #4, application #9'. */
function RecordLinks({
  param,
  ids,
}: {
  readonly param: AdminLinkParam;
  readonly ids: readonly number[];
}) {
  return ids.map((id, index) => (
    <span key={id}>
      {index > 0 && ', '}
      <RecordLink param={param} id={id}>
        {param} #{id}
      </RecordLink>
    </span>
  ));
}

/** The job applications sent from a lead's address. */
export function ApplicationLinks({ ids }: { readonly ids: readonly number[] }) {
  return <RecordLinks param="application" ids={ids} />;
}

/** The leads opened from an applicant's address: the applicant may also be a client. */
export function LeadLinks({ ids }: { readonly ids: readonly number[] }) {
  return <RecordLinks param="lead" ids={ids} />;
}
