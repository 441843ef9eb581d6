/** The site defaults every sale falls back to: the platform's percentage and a studio member's share. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Flex, Form, InputNumber } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SiteCommission } from '@/shared/schemas/commission';
import { saveSiteCommission, selectSiteCommission } from '../slice';

export function SiteCommissionCard() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteCommission);
  const [form] = Form.useForm<SiteCommission>();
  const required = { required: true, message: t('This field is required!', { ns: 'common' }) };

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
          <Form.Item
            name="performerCommission"
            label={t('adminCommission.platformPercent')}
            extra={t('adminCommission.platformPercentHelp')}
            rules={[required]}
            style={{ maxWidth: 320, margin: 0 }}
          >
            <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} data-testid="site-platform-percent" />
          </Form.Item>
          <Form.Item
            name="studioMemberShare"
            label={t('adminCommission.memberShare')}
            extra={t('adminCommission.memberShareHelp')}
            rules={[required]}
            style={{ maxWidth: 320, margin: 0 }}
          >
            <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} data-testid="site-member-share" />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={site.saving} style={{ marginTop: 16 }} data-testid="site-commission-save">
          {t('adminCommission.save')}
        </Button>
      </Form>
    </Card>
  );
}
