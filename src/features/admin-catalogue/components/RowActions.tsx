/** Edit and delete buttons of a catalogue row; deleting asks first. */
import { useTranslation } from 'next-i18next/pages';
import { Button, Popconfirm, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deleteCatalogueItem, openCatalogueEditor, selectCatalogueDeleting, type CatalogueKind } from '../slice';

export function RowActions({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const deleting = useAppSelector(selectCatalogueDeleting);
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<Icon icon={EditOutlined} />}
        onClick={() => dispatch(openCatalogueEditor({ kind, id }))}
        data-testid="catalogue-edit"
      >
        {t('admin.catalogue.edit')}
      </Button>
      <Popconfirm
        title={t('admin.catalogue.deleteConfirm')}
        okText={t('admin.catalogue.delete')}
        cancelText={t('admin.catalogue.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => dispatch(deleteCatalogueItem({ kind, id }))}
      >
        <Button size="small" danger icon={<Icon icon={DeleteOutlined} />} loading={deleting === id} data-testid="catalogue-delete">
          {t('admin.catalogue.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
