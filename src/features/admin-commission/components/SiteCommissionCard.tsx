/** The site defaults every sale falls back to: the platform's percentage and a studio member's share. */
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { CheckedForm, NumberField, textOf } from '@/features/ui/components/CheckedForm';
import { Notice } from '@/features/ui/components/Notice';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SiteCommission } from '@/shared/schemas/commission';
import { saveSiteCommission, selectSiteCommission } from '../slice';
import { usePercentCheck } from '../hooks/usePercentCheck';
import styles from './SiteCommissionCard.module.css';

const NAMES = ['performerCommission', 'studioMemberShare'] as const;

export function SiteCommissionCard() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteCommission);
  const { required } = useFieldChecks();
  const percent = usePercentCheck();

  // Both are required: a site default cannot be cleared.
  const check = (data: FormData) =>
    Object.fromEntries(NAMES.map((name) => [name, required(textOf(data, name)) ?? percent.problem(data, name)]));
  const save = (data: FormData) =>
    dispatch(saveSiteCommission(Object.fromEntries(NAMES.map((name) => [name, percent.valueOf(data, name)])) as SiteCommission));

  return (
    <Card small title={t('adminCommission.siteTitle')} data-testid="site-commission">
      {site.error && <Notice type="error" className={styles.error} title={t(site.error, { ns: 'common' })} />}
      {/* Drawn anew with the values the server has, as antd's form was refilled. */}
      <CheckedForm key={JSON.stringify(site.data)} size="middle" disabled={!site.data} check={check} onValid={save}>
        <div className={styles.fields}>
          <NumberField
            name="performerCommission"
            label={t('adminCommission.platformPercent')}
            hint={t('adminCommission.platformPercentHelp')}
            min={0}
            max={100}
            suffix="%"
            width={140}
            defaultValue={site.data?.performerCommission}
            data-testid="site-platform-percent"
          />
          <NumberField
            name="studioMemberShare"
            label={t('adminCommission.memberShare')}
            hint={t('adminCommission.memberShareHelp')}
            min={0}
            max={100}
            suffix="%"
            width={140}
            defaultValue={site.data?.studioMemberShare}
            data-testid="site-member-share"
          />
        </div>
        <Button type="primary" htmlType="submit" loading={site.saving} data-testid="site-commission-save">
          {t('adminCommission.save')}
        </Button>
      </CheckedForm>
    </Card>
  );
}
