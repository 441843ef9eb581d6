import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  saveCatalogueItem,
  selectCatalogueEditor,
  type CatalogueBodies,
  type CatalogueItems,
  type CatalogueKind,
  type CatalogueSave,
} from '../slice';

/**
 * Whether the editor is open on this kind of item, the item it edits (undefined for a
 * new one, or while the list does not hold it), and `save`, which saves the editor's
 * values as that item (or as a new one).
 */
export function useCatalogueEditing<K extends CatalogueKind>(kind: K, items: CatalogueItems[K][]) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectCatalogueEditor);
  const open = editor?.kind === kind;
  const editing = open && editor.id ? items.find((item) => item._id === editor.id) : undefined;
  // The kind and the body go together; TypeScript cannot see it through the generic.
  const save = (body: CatalogueBodies[K]) => dispatch(saveCatalogueItem({ kind, id: editing?._id ?? null, body } as CatalogueSave));
  return { open, editing, save };
}
