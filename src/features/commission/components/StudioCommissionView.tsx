/**
 * A studio's commission: the platform's percentage of its members' sales, the
 * default member share, and each member's share, which the studio sets (0-100; empty
 * for the studio's default).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Descriptions, Flex, InputNumber, Space, Table, Tag } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { StudioMemberCommission } from '@/shared/schemas/commission';
import { loadStudioCommission, selectSavingMember, selectStudioCommission, setMemberShare } from '../slice';

function ShareEditor({ member }: { member: StudioMemberCommission }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectSavingMember) === member._id;
  const [value, setValue] = useState<number | null>(member.ownSharePercent);
  return (
    <Space.Compact>
      <InputNumber<number>
        min={0}
        max={100}
        precision={0}
        value={value}
        onChange={setValue}
        placeholder={String(member.memberSharePercent)}
        suffix="%"
        style={{ width: 110 }}
        data-testid="member-share-input"
      />
      <Button
        type="primary"
        loading={saving}
        onClick={() => dispatch(setMemberShare({ performerId: member._id, percent: value }))}
        data-testid="member-share-save"
      >
        {t('commission.save')}
      </Button>
    </Space.Compact>
  );
}

export function StudioCommissionView() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const studio = useAppSelector(selectStudioCommission);

  useEffect(() => {
    dispatch(loadStudioCommission());
  }, [dispatch]);

  const columns = [
    {
      key: 'name',
      title: t('commission.member'),
      render: (_: unknown, m: StudioMemberCommission) => `${m.name}${m.username ? ` (@${m.username})` : ''}`,
    },
    {
      key: 'status',
      title: t('commission.status'),
      render: (_: unknown, m: StudioMemberCommission) => (
        <Tag color={m.memberStatus === 'active' ? 'green' : 'default'}>{t(`commission.statuses.${m.memberStatus}`)}</Tag>
      ),
    },
    {
      key: 'share',
      title: t('commission.share'),
      render: (_: unknown, m: StudioMemberCommission) =>
        m.ownSharePercent === null ? t('commission.defaultShare', { percent: m.memberSharePercent }) : `${m.memberSharePercent}%`,
    },
    {
      key: 'edit',
      title: t('commission.setShare'),
      render: (_: unknown, m: StudioMemberCommission) => <ShareEditor key={`${m._id}-${m.ownSharePercent}`} member={m} />,
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="studio-commission">
      {studio.error && <Alert type="error" showIcon title={t(studio.error, { ns: 'common' })} />}
      {studio.setting && (
        <Card size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'platform', label: t('commission.platformPercent'), children: `${studio.setting.commissionPercent}%` },
              { key: 'share', label: t('commission.defaultMemberShare'), children: `${studio.setting.memberSharePercent}%` },
            ]}
          />
          <Alert type="info" showIcon style={{ marginTop: 8 }} title={t('commission.explain')} />
        </Card>
      )}
      <Table
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={studio.members}
        loading={studio.requesting}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="studio-commission-members"
      />
    </Flex>
  );
}
