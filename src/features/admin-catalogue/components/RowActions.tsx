/** Edit and delete buttons of a catalogue row; deleting asks first, in a panel over the table (which would cut it on a phone). */
import { useTranslation } from 'next-i18next/pages';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Button } from '@/features/ui/components/Button';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Icon } from '@/features/ui/components/Icon';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deleteCatalogueItem, openCatalogueEditor, selectCatalogueDeleting, type CatalogueKind } from '../slice';

export function RowActions({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const deleting = useAppSelector(selectCatalogueDeleting);
  return (
    <Stack gap={4}>
      <Button
        size="small"
        icon={<Icon icon={EditOutlined} />}
        onClick={() => dispatch(openCatalogueEditor({ kind, id }))}
        data-testid="catalogue-edit"
      >
        {t('admin.catalogue.edit')}
      </Button>
      <ConfirmButton
        floating
        size="small"
        danger
        icon={<Icon icon={DeleteOutlined} />}
        loading={deleting === id}
        question={t('admin.catalogue.deleteConfirm')}
        ok={t('admin.catalogue.delete')}
        cancel={t('admin.catalogue.cancel')}
        onConfirm={() => dispatch(deleteCatalogueItem({ kind, id }))}
        data-testid="catalogue-delete"
      >
        {t('admin.catalogue.delete')}
      </ConfirmButton>
    </Stack>
  );
}
