/**
 * What a tip sets off on the performer's live page, besides the toast every page shows:
 * the tip sound and, through the Lovense Cam Extension, the performer's toy. The tips
 * feature's channel counts the performer's own tips in the store; each new one counts here.
 */
import { useEffect, useRef } from 'react';
import { Stack } from '@/features/ui/components/Stack';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { selectReceivedTips } from '@/features/tips/slice';
import { useTipSound } from '../hooks/useTipSound';
import { useLovenseExtension } from '../hooks/useLovenseExtension';
import { LovenseStatus } from './LovenseStatus';
import { TipSoundSwitch } from './TipSoundSwitch';

export function TipAlerts({ username }: { username: string }) {
  const settings = useAppSelector(selectPublicSettings);
  const websiteName = settings?.lovenseWebsiteName ?? '';
  const sound = useTipSound(settings?.tipSound ?? null);
  const lovense = useLovenseExtension({
    enabled: Boolean(settings?.lovenseEnabled),
    scriptUrl: settings?.lovenseScriptUrl ?? null,
    websiteName,
    modelName: username,
  });

  const received = useAppSelector(selectReceivedTips);
  // Tips received before this page opened were sounded (or not) where they arrived.
  const sounded = useRef(received.count);
  // The hooks' objects are new at every render; their functions are stable (memoised), so the effect runs per tip.
  const { play } = sound;
  const { receiveTip } = lovense;
  useEffect(() => {
    if (received.count === sounded.current || !received.last) return;
    sounded.current = received.count;
    play();
    receiveTip(received.last.token, received.last.name);
  }, [received, play, receiveTip]);

  return (
    <Stack vertical gap={12} style={{ marginTop: 16 }} data-testid="tip-alerts">
      {settings?.tipSound && <TipSoundSwitch sound={sound} />}
      {lovense.status !== 'off' && <LovenseStatus status={lovense.status} websiteName={websiteName} />}
    </Stack>
  );
}
