/** Edit and delete buttons of a promo or package row; deleting asks first. */
import { useTranslation } from 'next-i18next/pages';
import { Button, Flex, Popconfirm } from 'antd';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { deleteShopItem, openShopEditor } from '../slice';

export function ShopRowActions({ kind, id }: { kind: 'promo' | 'package'; id: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        icon={<Icon icon={EditOutlined} />}
        onClick={() => dispatch(openShopEditor({ kind, id }))}
        data-testid={`${kind}-edit`}
      >
        {t('admin.shop.edit')}
      </Button>
      <Popconfirm
        title={t(kind === 'promo' ? 'admin.promos.deleteConfirm' : 'admin.packages.deleteConfirm')}
        okText={t('admin.shop.delete')}
        cancelText={t('admin.shop.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => dispatch(deleteShopItem({ kind, id }))}
      >
        <Button size="small" danger icon={<Icon icon={DeleteOutlined} />} data-testid={`${kind}-delete`}>
          {t('admin.shop.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
