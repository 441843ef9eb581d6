/**
 * The account's avatar with a button to replace it. The picture is checked here
 * (docs/domain.md#form-and-upload-rules) and uploaded by the account saga.
 */
import { useTranslation } from 'next-i18next/pages';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { showMessage } from '@/lib/toast';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import type { TFunction } from 'i18next';
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

  const rules: AvatarRules = {
    extensions: settings?.imageExtensions.length ? settings.imageExtensions : AVATAR_EXTENSIONS,
    limitMB: settings?.avatarLimitMB || AVATAR_LIMIT_MB,
  };

  useSaveOutcome(upload, { successText: t('settings.avatar.saved'), onFailure: (error) => showMessage('error', localizedError(t, error)) });

  const beforeUpload = (file: File) => {
    const refusal = avatarRefusal(file, rules);
    if (refusal) {
      showMessage('error', refusalText(t, refusal));
      return Upload.LIST_IGNORE;
    }
    dispatch(uploadAvatar({ file }));
    // The saga uploads; antd must not send the file itself.
    return false;
  };

  return (
    <Flex align="center" gap={16} wrap data-testid="avatar-upload">
      <Avatar size={96} src={account?.avatar || undefined} icon={<Icon icon={UserOutlined} />} alt={account?.name} />
      <Flex vertical align="flex-start" gap={8} style={{ minWidth: 0, flex: '1 1 180px' }}>
        <Upload
          accept={acceptAttribute(rules.extensions)}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          disabled={upload.requesting}
        >
          <Button icon={<Icon icon={UploadOutlined} />} loading={upload.requesting} data-testid="avatar-upload-button">
            {t('settings.avatar.change')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('settings.avatar.hint', { list: rules.extensions.join(', '), n: rules.limitMB })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
