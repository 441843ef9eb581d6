/**
 * The editor of a performer's video: its file (required for a new one; a new file
 * replaces the old), a trailer and a picture (taken from the video when none is given),
 * title, description, tags, price, active or not, for sale or not. While the form is
 * sent a bar shows how far it has gone, then that the server is reading the video; a
 * refusal is shown in the editor, which stays.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { fileOf } from '@/features/ui/components/CheckedForm';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { UploadEditorModal } from '@/features/content-items/components/UploadEditorModal';
import { UploadFileField } from '@/features/content-items/components/UploadFileField';
import { uploadForm } from '@/features/content-items/upload-form';
import styles from './videos.module.css';
import { closeVideoEditor, saveVideo, selectOwnVideos, selectVideoEditor } from '../slice';

const VIDEO_ACCEPT = '.mp4,.mov,.m4v,.webm,.mkv,video/*';

const FILE_FIELDS = ['video', 'trailer', 'thumbnail'] as const;

const videoForm = (values: ItemFormValues, form: FormData) => uploadForm(values, form, FILE_FIELDS);

export function VideoEditorModal() {
  const { t } = useTranslation('account');
  const editor = useAppSelector(selectVideoEditor);
  const editing = useAppSelector(selectOwnVideos).data.find((video) => video._id === editor.id);

  return (
    <UploadEditorModal
      editor={editor}
      titles={{ create: t('videos.newTitle'), edit: t('videos.editTitle') }}
      titleLabel={t('videos.videoTitle')}
      editing={editing}
      toForm={videoForm}
      save={saveVideo}
      close={closeVideoEditor}
      check={(form) => ({ video: editor.id || fileOf(form, 'video') ? undefined : t('videos.fileMissing') })}
      before={
        <UploadFileField
          name="video"
          label={t('videos.file')}
          hint={editor.id ? t('videos.fileReplace') : undefined}
          accept={VIDEO_ACCEPT}
        />
      }
      files={[
        { name: 'trailer', label: t('videos.trailer'), hint: t('videos.trailerHint'), accept: VIDEO_ACCEPT },
        { name: 'thumbnail', label: t('videos.picture'), hint: t('videos.pictureHint'), accept: 'image/*' },
      ]}
      progressLabel={t('videos.file')}
      sent={
        // Sent whole: the server now reads the video and takes its picture before it answers.
        <p className={styles.processing} role="status" data-testid="video-processing">
          {t('videos.processing')}
        </p>
      }
      testId="video"
    />
  );
}
