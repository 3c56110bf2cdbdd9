import { useCrmFilter, useRecordLinks } from '../crm/admin-address.ts';
import { useBoardApplicationChange } from './application-changes.ts';
import { HiringTab } from './HiringTab.tsx';

/** The Career Submissions area: the hiring board with the address's filters. */
export function HiringArea() {
  const filter = useCrmFilter();
  const showChange = useBoardApplicationChange(filter);
  return (
    <HiringTab
      filter={filter}
      openApplicationId={useRecordLinks().openApplicationId}
      showChange={showChange}
    />
  );
}
