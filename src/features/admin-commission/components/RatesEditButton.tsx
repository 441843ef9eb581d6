/** The button of a rates row that opens the editor on that performer's or studio's rates. */
import { useTranslation } from 'next-i18next/pages';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { openRatesEditor, type RatesEditor } from '../slice';

export function RatesEditButton({ kind, id }: RatesEditor) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  return (
    <Button
      size="small"
      icon={<Icon icon={EditOutlined} />}
      onClick={() => dispatch(openRatesEditor({ kind, id }))}
      data-testid={`${kind}-rates-edit`}
    >
      {t('adminCommission.edit')}
    </Button>
  );
}
