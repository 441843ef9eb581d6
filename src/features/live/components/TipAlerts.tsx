/**
 * What a tip sets off on the performer's live page, besides the toast every page shows:
 * the tip sound and, through the Lovense Cam Extension, the performer's toy. Only tips
 * to this performer count (the socket brings the performer their own copy of each).
 */
import { Space } from 'antd';
import { useSocketEvent } from '@/lib/socket';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { useTipSound } from '../hooks/useTipSound';
import { useLovenseExtension } from '../hooks/useLovenseExtension';
import { LovenseStatus } from './LovenseStatus';
import { TipSoundSwitch } from './TipSoundSwitch';

export function TipAlerts({ performerId, username }: { performerId: string; username: string }) {
  const settings = useAppSelector(selectPublicSettings);
  const websiteName = settings?.lovenseWebsiteName ?? '';
  const sound = useTipSound(settings?.tipSound ?? null);
  const lovense = useLovenseExtension({
    enabled: Boolean(settings?.lovenseEnabled),
    scriptUrl: settings?.lovenseScriptUrl ?? null,
    websiteName,
    modelName: username,
  });

  useSocketEvent('tipped', ({ performerId: recipient, token, senderInfo }) => {
    if (recipient !== performerId) return;
    sound.play();
    lovense.receiveTip(token, senderInfo.name);
  });

  return (
    <Space orientation="vertical" size={12} style={{ marginTop: 16 }} data-testid="tip-alerts">
      {settings?.tipSound && <TipSoundSwitch sound={sound} />}
      {lovense.status !== 'off' && <LovenseStatus status={lovense.status} websiteName={websiteName} />}
    </Space>
  );
}
