/** The button that opens the editor on a new catalogue item of one kind. */
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { openCatalogueEditor, type CatalogueKind } from '../slice';

export function CatalogueAddButton({ kind, label }: { kind: CatalogueKind; label: string }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="primary"
      icon={<Icon icon={PlusOutlined} />}
      onClick={() => dispatch(openCatalogueEditor({ kind, id: null }))}
      data-testid="catalogue-add"
    >
      {label}
    </Button>
  );
}
