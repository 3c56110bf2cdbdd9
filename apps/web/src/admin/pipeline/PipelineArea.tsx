import { useCrmFilter, useRecordLinks } from '../crm/admin-address.ts';
import { PipelineTab } from './PipelineTab.tsx';

/** The `/admin` area: the lead board with the address's filters and its linked lead marked. */
export function PipelineArea() {
  return <PipelineTab filter={useCrmFilter()} openLeadId={useRecordLinks().openLeadId} />;
}
