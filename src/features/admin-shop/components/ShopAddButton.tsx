/** The button of a shop card that opens the editor on a new promo or package. */
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { openShopEditor } from '../slice';

export function ShopAddButton({ kind, label }: { kind: 'promo' | 'package'; label: string }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="primary"
      icon={<Icon icon={PlusOutlined} />}
      onClick={() => dispatch(openShopEditor({ kind, id: null }))}
      data-testid={`${kind}-new`}
    >
      {label}
    </Button>
  );
}
