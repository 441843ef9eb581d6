/**
 * A viewer's name where a performer reads it (the inbox, a conversation, a stream's
 * chat). For a performer it opens the viewer's public profile, with the block at hand;
 * everyone else reads the name alone. The profile is a script of its own, loaded on the
 * first click.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import styles from './ViewerProfile.module.css';

const ViewerProfileDialog = dynamic(() => import('./ViewerProfileDialog').then((module) => module.ViewerProfileDialog), { ssr: false });

interface Props {
  userId: string | null | undefined;
  name: string;
  /** The name's own look where it stands (bold in a list). */
  className?: string;
}

export function ViewerName({ userId, name, className }: Props) {
  const { t } = useTranslation('live');
  const isPerformer = useAppSelector(selectCurrentAccount)?.role === 'performer';
  const [open, setOpen] = useState(false);
  if (!isPerformer || !userId) return <strong className={className}>{name}</strong>;
  return (
    <>
      <button
        type="button"
        className={`${styles.name} ${className ?? ''}`}
        onClick={() => setOpen(true)}
        title={t('viewerProfile.open', { name })}
        data-testid="viewer-name"
      >
        {name}
      </button>
      {open && <ViewerProfileDialog userId={userId} onClose={() => setOpen(false)} />}
    </>
  );
}
