/** The tip sound's on/off switch on the live page, with a word when the browser holds the sound back. */
import { useTranslation } from 'next-i18next/pages';
import MutedOutlined from '@ant-design/icons-svg/es/asn/MutedOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Stack } from '@/features/ui/components/Stack';
import { Switch } from '@/features/ui/components/Switch';
import type { TipSound } from '../hooks/useTipSound';

export function TipSoundSwitch({ sound }: { sound: TipSound }) {
  const { t } = useTranslation('live');
  return (
    <Stack vertical gap={2}>
      <Stack align="center">
        <Switch
          checked={!sound.muted}
          onChange={(on) => sound.setMuted(!on)}
          checkedChildren={<Icon icon={SoundOutlined} />}
          unCheckedChildren={<Icon icon={MutedOutlined} />}
          aria-label={t('tipAlerts.sound')}
          data-testid="tip-sound-toggle"
        />
        <span>{sound.muted ? t('tipAlerts.soundOff') : t('tipAlerts.soundOn')}</span>
      </Stack>
      {sound.blocked && <Muted data-testid="tip-sound-blocked">{t('tipAlerts.soundBlocked')}</Muted>}
    </Stack>
  );
}
