/**
 * The editor of a performer's video: its file (required for a new one; a new file
 * replaces the old), a trailer and a picture (taken from the video when none is given),
 * title, description, tags, price, active or not, for sale or not. While the form is
 * sent a bar shows how far it has gone, then that the server is reading the video; a
 * refusal is shown in the editor, which stays.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FileField, fileOf } from '@/features/ui/components/CheckedForm';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { ItemEditorModal } from '@/features/ui/components/ItemEditorModal';
import { Progress } from '@/features/ui/components/Progress';
import styles from './videos.module.css';
import { closeVideoEditor, saveVideo, selectOwnVideos, selectVideoEditor } from '../slice';

const VIDEO_ACCEPT = '.mp4,.mov,.m4v,.webm,.mkv,video/*';

const FILE_FIELDS = ['video', 'trailer', 'thumbnail'] as const;

export function VideoEditorModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectVideoEditor);
  const editing = useAppSelector(selectOwnVideos).data.find((video) => video._id === editor.id);

  const save = (values: ItemFormValues, form: FormData) => {
    const data = new FormData();
    data.append('title', values.title);
    data.append('description', values.description ?? '');
    data.append('tags', values.tags ?? '');
    data.append('price', String(values.price));
    data.append('status', values.status);
    data.append('isSale', String(values.isSale));
    for (const field of FILE_FIELDS) {
      const file = fileOf(form, field);
      if (file) data.append(field, file, file.name);
    }
    dispatch(saveVideo({ form: data }));
  };

  return (
    <ItemEditorModal
      open={editor.open}
      title={t(editor.id ? 'videos.editTitle' : 'videos.newTitle')}
      titleLabel={t('videos.videoTitle')}
      editing={editing}
      saving={editor.saving}
      error={editor.error}
      onSave={save}
      onCancel={() => dispatch(closeVideoEditor())}
      check={(form) => ({ video: editor.id || fileOf(form, 'video') ? undefined : t('videos.fileMissing') })}
      before={
        <FileField
          name="video"
          label={t('videos.file')}
          hint={editor.id ? t('videos.fileReplace') : undefined}
          accept={VIDEO_ACCEPT}
          buttonText={t('videos.choose')}
        />
      }
      after={
        <>
          <FileField
            name="trailer"
            label={t('videos.trailer')}
            hint={t('videos.trailerHint')}
            accept={VIDEO_ACCEPT}
            buttonText={t('videos.choose')}
          />
          <FileField
            name="thumbnail"
            label={t('videos.picture')}
            hint={t('videos.pictureHint')}
            accept="image/*"
            buttonText={t('videos.choose')}
          />
        </>
      }
      below={
        editor.progress !== null && (
          <>
            <Progress percent={editor.progress * 100} label={t('videos.file')} data-testid="video-upload-progress" />
            {/* Sent whole: the server now reads the video and takes its picture before it answers. */}
            {editor.progress >= 1 && (
              <p className={styles.processing} role="status" data-testid="video-processing">
                {t('videos.processing')}
              </p>
            )}
          </>
        )
      }
      testId="video"
    />
  );
}
