/**
 * The editor of an item a performer sends with its files (a product, a video): the item's
 * editor (`ItemEditorModal`) run by the feature's upload editor state (`UploadEditor`),
 * with a bar that shows how far the form has gone while it is sent, and the feature's
 * own fields around the item's, then its files. Its save and cancel are the feature's actions.
 */
import type { ReactNode } from 'react';
import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/store/hooks';
import type { ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { ItemEditorModal, type ItemEditorModalProps } from '@/features/ui/components/ItemEditorModal';
import { Progress } from '@/features/ui/components/Progress';
import type { UploadEditor } from '../state';
import { UploadFileField, type UploadFile } from './UploadFileField';

export interface UploadEditorModalProps extends Pick<
  ItemEditorModalProps,
  'titleLabel' | 'editing' | 'check' | 'before' | 'after' | 'testId'
> {
  editor: UploadEditor;
  /** The dialog's title for a new item and for one edited. */
  titles: { create: string; edit: string };
  /** What the bar is for, for screen readers (the file). */
  progressLabel: string;
  /** Shown under the bar once the whole form has gone (what the server does before it answers). */
  sent?: ReactNode;
  /** The files the item is sent with, after the feature's own fields (`after`). */
  files: UploadFile[];
  /** The multipart form to send (`uploadForm`). */
  toForm: (values: ItemFormValues, form: FormData) => FormData;
  save: ActionCreatorWithPayload<{ form: FormData }>;
  close: ActionCreatorWithoutPayload;
}

/** The bar's test id is `${testId}-upload-progress`. */
export function UploadEditorModal({
  editor,
  titles,
  files,
  progressLabel,
  sent,
  toForm,
  save,
  close,
  after,
  ...item
}: UploadEditorModalProps) {
  const dispatch = useAppDispatch();
  return (
    <ItemEditorModal
      {...item}
      open={editor.open}
      title={editor.id ? titles.edit : titles.create}
      saving={editor.saving}
      error={editor.error}
      onSave={(values, form) => dispatch(save({ form: toForm(values, form) }))}
      onCancel={() => dispatch(close())}
      after={
        <>
          {after}
          {files.map((file) => (
            <UploadFileField key={file.name} {...file} />
          ))}
        </>
      }
      below={
        editor.progress !== null && (
          <>
            <Progress percent={editor.progress * 100} label={progressLabel} data-testid={`${item.testId}-upload-progress`} />
            {editor.progress >= 1 && sent}
          </>
        )
      }
    />
  );
}
