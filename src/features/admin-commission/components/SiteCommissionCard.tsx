/** The site defaults every sale falls back to: the platform's percentage and a studio member's share. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Flex, Form, InputNumber } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SiteCommission } from '@/shared/schemas/commission';
import { saveSiteCommission, selectSiteCommission } from '../slice';

/** A required whole percentage of the site defaults. */
function PercentItem({
  name,
  label,
  help,
  'data-testid': testId,
}: {
  name: keyof SiteCommission;
  label: string;
  help: string;
  'data-testid': string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name={name}
      label={label}
      extra={help}
      rules={[{ required: true, message: t('This field is required!', { ns: 'common' }) }]}
      style={{ maxWidth: 320, margin: 0 }}
    >
      <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} data-testid={testId} />
    </Form.Item>
  );
}

export function SiteCommissionCard() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteCommission);
  const [form] = Form.useForm<SiteCommission>();

  useEffect(() => {
    if (site.data) form.setFieldsValue(site.data);
  }, [form, site.data]);

  return (
    <Card size="small" title={t('adminCommission.siteTitle')} data-testid="site-commission">
      {site.error && <Alert type="error" showIcon title={t(site.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!site.data}
        onFinish={(values) => dispatch(saveSiteCommission(values))}
      >
        <Flex wrap gap={16} align="flex-start">
          <PercentItem
            name="performerCommission"
            label={t('adminCommission.platformPercent')}
            help={t('adminCommission.platformPercentHelp')}
            data-testid="site-platform-percent"
          />
          <PercentItem
            name="studioMemberShare"
            label={t('adminCommission.memberShare')}
            help={t('adminCommission.memberShareHelp')}
            data-testid="site-member-share"
          />
        </Flex>
        <Button type="primary" htmlType="submit" loading={site.saving} style={{ marginTop: 16 }} data-testid="site-commission-save">
          {t('adminCommission.save')}
        </Button>
      </Form>
    </Card>
  );
}
