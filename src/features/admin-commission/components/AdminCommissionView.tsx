/** The administrators' commission page: the site defaults, performers' rates, studios' values, and the editor. */
import { useEffect } from 'react';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch } from '@/store/hooks';
import { loadPerformerRates, loadSiteCommission, loadStudioRates } from '../slice';
import { SiteCommissionCard } from './SiteCommissionCard';
import { PerformerRatesTable } from './PerformerRatesTable';
import { StudioRatesTable } from './StudioRatesTable';
import { RatesEditorModal } from './RatesEditorModal';

export function AdminCommissionView() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(loadSiteCommission());
    dispatch(loadPerformerRates({ offset: 0, q: '' }));
    dispatch(loadStudioRates({ offset: 0 }));
  }, [dispatch]);

  return (
    <Stack vertical gap={16} data-testid="admin-commission">
      <SiteCommissionCard />
      <PerformerRatesTable />
      <StudioRatesTable />
      <RatesEditorModal />
    </Stack>
  );
}
