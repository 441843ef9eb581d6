/**
 * The account's avatar with a button to replace it. The picture is checked here
 * (docs/domain.md#form-and-upload-rules) and uploaded by the account saga.
 */
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { showMessage } from '@/lib/toast';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectAvatarUpload, selectCurrentAccount, uploadAvatar } from '../slice';
import {
  AVATAR_MESSAGE_KEYS,
  acceptAttribute,
  avatarRefusal,
  fillAvatarRefusal,
  parseAvatarRefusal,
  type AvatarRefusal,
  type AvatarRules,
} from '../avatar-rules';
import { selectPublicSettings } from '@/features/settings/slice';
import { AVATAR_EXTENSIONS, AVATAR_LIMIT_MB } from '@/shared/constants';
import styles from './AvatarUpload.module.css';

const refusalText = (t: TFunction, refusal: AvatarRefusal) =>
  fillAvatarRefusal(t(AVATAR_MESSAGE_KEYS[refusal.kind], { ns: 'common' }), refusal);

/** A server message in the visitor's language; the upload refusals keep their values. */
const localizedError = (t: TFunction, text: string) => {
  const refusal = parseAvatarRefusal(text);
  return refusal ? refusalText(t, refusal) : t(text, { ns: 'common' });
};

export function AvatarUpload() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const settings = useAppSelector(selectPublicSettings);
  const upload = useAppSelector(selectAvatarUpload);
  const picker = useRef<HTMLInputElement>(null);

  const rules: AvatarRules = {
    extensions: settings?.imageExtensions.length ? settings.imageExtensions : AVATAR_EXTENSIONS,
    limitMB: settings?.avatarLimitMB || AVATAR_LIMIT_MB,
  };

  useSaveOutcome(upload, { successText: t('settings.avatar.saved'), onFailure: (error) => showMessage('error', localizedError(t, error)) });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Emptied, so that the same picture picked again is checked (and sent) again.
    event.currentTarget.value = '';
    if (!file) return;
    const refusal = avatarRefusal(file, rules);
    if (refusal) showMessage('error', refusalText(t, refusal));
    else dispatch(uploadAvatar({ file }));
  };

  return (
    <div className={styles.avatarUpload} data-testid="avatar-upload">
      <Avatar size={96} src={account?.avatar} alt={account?.name} />
      <div className={styles.change}>
        {/* The browser's picker, opened by the button: the button is what a keyboard and a screen reader reach. */}
        <input
          ref={picker}
          type="file"
          accept={acceptAttribute(rules.extensions)}
          hidden
          onChange={picked}
          disabled={upload.requesting}
          data-testid="avatar-upload-input"
        />
        <Button
          icon={<Icon icon={UploadOutlined} />}
          loading={upload.requesting}
          onClick={() => picker.current?.click()}
          data-testid="avatar-upload-button"
        >
          {t('settings.avatar.change')}
        </Button>
        <Muted>{t('settings.avatar.hint', { list: rules.extensions.join(', '), n: rules.limitMB })}</Muted>
      </div>
    </div>
  );
}
