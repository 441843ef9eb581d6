/** What the platform takes of each kind of sale, and for a studio member their share inside the studio. */
import { SALE_TYPES } from '@/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card } from '@/features/ui/components/Card';
import { Facts } from '@/features/ui/components/Facts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPerformerCommission, selectPerformerCommission } from '../slice';

export function PerformerCommissionCard() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const commission = useAppSelector(selectPerformerCommission);

  useEffect(() => {
    dispatch(loadPerformerCommission());
  }, [dispatch]);

  if (!commission) return null;
  return (
    <Card small title={t('commission.title')} data-testid="performer-commission">
      <Facts
        twoColumns
        facts={SALE_TYPES.map((type) => ({ label: t(`earnings.saleTypes.${type}`), value: `${commission.rates[type]}%` }))}
      />
      {commission.studio && (
        <p style={{ margin: '8px 0 0' }} data-testid="performer-member-share">
          {t('commission.memberShare', { studio: commission.studio.name, percent: commission.studio.memberSharePercent })}
        </p>
      )}
    </Card>
  );
}
