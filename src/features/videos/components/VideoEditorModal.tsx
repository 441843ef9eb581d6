/**
 * The editor of a performer's video: its file (required for a new one; a new file
 * replaces the old), a trailer and a picture (taken from the video when none is given),
 * title, description, tags, price, active or not, for sale or not. While the form is
 * sent a bar shows how far it has gone; a refusal is shown in the editor, which stays.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Form, Progress, Upload, type UploadFile } from 'antd';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { ItemEditorModal } from '@/features/ui/components/ItemEditorModal';
import { closeVideoEditor, saveVideo, selectOwnVideos, selectVideoEditor } from '../slice';

const VIDEO_ACCEPT = '.mp4,.mov,.m4v,.webm,.mkv,video/*';

type FileField = 'video' | 'trailer' | 'thumbnail';

export function VideoEditorModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectVideoEditor);
  const editing = useAppSelector(selectOwnVideos).data.find((video) => video._id === editor.id);
  const [files, setFiles] = useState<Record<FileField, UploadFile[]>>({ video: [], trailer: [], thumbnail: [] });
  const [missingVideo, setMissingVideo] = useState(false);

  const save = (values: ItemFormValues) => {
    const video = files.video[0]?.originFileObj;
    if (!editor.id && !video) {
      setMissingVideo(true);
      return;
    }
    const data = new FormData();
    data.append('title', values.title);
    data.append('description', values.description ?? '');
    data.append('tags', values.tags ?? '');
    data.append('price', String(values.price));
    data.append('status', values.status);
    data.append('isSale', String(values.isSale));
    for (const field of ['video', 'trailer', 'thumbnail'] as const) {
      const file = files[field][0]?.originFileObj;
      if (file) data.append(field, file, file.name);
    }
    dispatch(saveVideo({ form: data }));
  };

  const fileItem = (field: FileField, label: string, accept: string, extra?: string) => (
    <Form.Item label={label} extra={extra}>
      <Upload
        accept={accept}
        maxCount={1}
        fileList={files[field]}
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          setFiles((chosen) => ({ ...chosen, [field]: fileList.slice(-1) }));
          if (field === 'video') setMissingVideo(false);
        }}
      >
        <Button icon={<Icon icon={UploadOutlined} />} data-testid={`video-${field}-choose`}>
          {t('videos.choose')}
        </Button>
      </Upload>
    </Form.Item>
  );

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
      afterClose={() => {
        setFiles({ video: [], trailer: [], thumbnail: [] });
        setMissingVideo(false);
      }}
      before={
        <>
          {fileItem('video', t('videos.file'), VIDEO_ACCEPT, editor.id ? t('videos.fileReplace') : undefined)}
          {missingVideo && <Alert type="error" showIcon title={t('videos.fileMissing')} style={{ marginBottom: 16 }} />}
        </>
      }
      after={
        <>
          {fileItem('trailer', t('videos.trailer'), VIDEO_ACCEPT, t('videos.trailerHint'))}
          {fileItem('thumbnail', t('videos.picture'), 'image/*', t('videos.pictureHint'))}
        </>
      }
      below={
        editor.progress !== null && (
          <Progress percent={Math.round(editor.progress * 100)} status="active" data-testid="video-upload-progress" />
        )
      }
      testId="video"
    />
  );
}
