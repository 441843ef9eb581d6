import { useAppSelector } from '@/store/hooks';
import { selectCatalogueEditor, type CatalogueItems, type CatalogueKind } from '../slice';

/**
 * Whether the editor is open on this kind of item, and the item it edits (undefined for a
 * new one, or while the list does not hold it).
 */
export function useCatalogueEditing<K extends CatalogueKind>(kind: K, items: CatalogueItems[K][]) {
  const editor = useAppSelector(selectCatalogueEditor);
  const open = editor?.kind === kind;
  const editing = open && editor.id ? items.find((item) => item._id === editor.id) : undefined;
  return { open, editing };
}
