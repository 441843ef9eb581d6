/**
 * How each kind of the performer's sales is shared, labelled by who gets each part: the
 * platform's part (its commission) and the performer's, and for a studio member the
 * studio's part too (the member's share is of what the platform leaves).
 */
import { SALE_TYPES } from '@/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card } from '@/features/ui/components/Card';
import { Facts } from '@/features/ui/components/Facts';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPerformerCommission, selectPerformerCommission } from '../slice';

/** The parts of a sale of which the platform takes `platform` percent: the performer's, and the studio's when `memberShare` is set. */
export function saleShares(platform: number, memberShare: number | null) {
  const rest = 100 - platform;
  const yours = memberShare === null ? rest : Math.round(rest * memberShare) / 100;
  return { platform, yours, studio: Math.round((rest - yours) * 100) / 100 };
}

export function PerformerCommissionCard() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const commission = useAppSelector(selectPerformerCommission);

  useEffect(() => {
    dispatch(loadPerformerCommission());
  }, [dispatch]);

  if (!commission) return null;
  const { studio } = commission;
  const sharesOf = (platform: number) => {
    const shares = saleShares(platform, studio?.memberSharePercent ?? null);
    const values = {
      platform: format.percent(shares.platform),
      yours: format.percent(shares.yours),
      studioPart: format.percent(shares.studio),
    };
    return studio ? t('commission.sharesMember', { ...values, studio: studio.name }) : t('commission.shares', values);
  };
  return (
    <Card small title={t('commission.title')} data-testid="performer-commission">
      <Facts
        twoColumns
        facts={SALE_TYPES.map((type) => ({ label: t(`earnings.saleTypes.${type}`), value: sharesOf(commission.rates[type]) }))}
      />
      {studio && (
        <p style={{ margin: '8px 0 0' }} data-testid="performer-member-share">
          {t('commission.memberShare', { studio: studio.name, percent: format.percent(studio.memberSharePercent) })}
        </p>
      )}
    </Card>
  );
}
