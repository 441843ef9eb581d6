/**
 * The editor of a gallery's details: title, description, tags, price, active or not,
 * for sale or not. Its photos are managed apart (a new gallery opens its photo manager
 * once saved). A refusal is shown in the editor, which stays open.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ItemEditorModal } from '@/features/ui/components/ItemEditorModal';
import { closeGalleryEditor, saveGallery, selectGalleryEditor, selectOwnGalleries } from '../slice';

export function GalleryEditorModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectGalleryEditor);
  const editing = useAppSelector(selectOwnGalleries).data.find((gallery) => gallery._id === editor.id);
  return (
    <ItemEditorModal
      open={editor.open}
      title={t(editor.id ? 'galleries.editTitle' : 'galleries.newTitle')}
      titleLabel={t('galleries.galleryTitle')}
      editing={editing}
      saving={editor.saving}
      error={editor.error}
      onSave={(values) => dispatch(saveGallery({ ...values, description: values.description ?? '', tags: values.tags ?? '' }))}
      onCancel={() => dispatch(closeGalleryEditor())}
      testId="gallery"
    />
  );
}
