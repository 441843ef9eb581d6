/**
 * Edit and delete buttons of a promo or package row. Deleting asks first, in a dialog
 * rather than antd's popover: a panel under the button would be cut off by the table,
 * which scrolls sideways on a phone.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Button } from '@/features/ui/components/Button';
import { Dialog } from '@/features/ui/components/Dialog';
import { Icon } from '@/features/ui/components/Icon';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch } from '@/store/hooks';
import { deleteShopItem, openShopEditor } from '../slice';

export function ShopRowActions({ kind, id }: { kind: 'promo' | 'package'; id: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap={8} wrap>
      <Button
        size="small"
        icon={<Icon icon={EditOutlined} />}
        onClick={() => dispatch(openShopEditor({ kind, id }))}
        data-testid={`${kind}-edit`}
      >
        {t('admin.shop.edit')}
      </Button>
      <Button size="small" danger icon={<Icon icon={DeleteOutlined} />} onClick={() => setAsking(true)} data-testid={`${kind}-delete`}>
        {t('admin.shop.delete')}
      </Button>
      <Dialog
        open={asking}
        title={t('admin.shop.delete')}
        okText={t('admin.shop.delete')}
        cancelText={t('admin.shop.cancel')}
        okDanger
        okTestId={`${kind}-delete-confirm`}
        onOk={() => {
          setAsking(false);
          dispatch(deleteShopItem({ kind, id }));
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t(kind === 'promo' ? 'admin.promos.deleteConfirm' : 'admin.packages.deleteConfirm')}</p>
      </Dialog>
    </Stack>
  );
}
