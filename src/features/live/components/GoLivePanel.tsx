/** Starting and ending the public show: a title, "Go live", and "End show" while live (nothing during a private or group show). */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import field from '@/features/ui/components/Field.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { endShow, goLive, selectLiveRequesting } from '../slice';

const MAX_TITLE_LENGTH = 120;

export function GoLivePanel({ status }: { status: string }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const requesting = useAppSelector(selectLiveRequesting);
  const [title, setTitle] = useState('');
  const live = status === 'public';
  // During a private or group show the show page ends it; going live waits until then.
  if (status === 'private' || status === 'group') return null;

  if (live) {
    return (
      <Button danger block loading={requesting} onClick={() => dispatch(endShow())} data-testid="end-show">
        {t('goLive.end')}
      </Button>
    );
  }
  return (
    <div className={field.joined}>
      <input
        className={field.field}
        style={{ flex: 1, minWidth: 0 }}
        value={title}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={t('goLive.title')}
        aria-label={t('goLive.title')}
        data-testid="go-live-title"
      />
      <Button type="primary" loading={requesting} onClick={() => dispatch(goLive({ title }))} data-testid="go-live">
        {t('goLive.start')}
      </Button>
    </div>
  );
}
