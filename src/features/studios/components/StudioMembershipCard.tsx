/**
 * A performer's studio on their account page: the studios' pending invitations, each
 * accepted or declined here, and, for a member, their studio, their share of what the
 * studio receives and leaving the studio after a question. Nothing shows for an
 * independent performer without invitations.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Stack } from '@/features/ui/components/Stack';
import { loadPerformerCommission, selectPerformerCommission } from '@/features/commission/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSocketChannel } from '@/lib/socket';
import {
  answerInvitation,
  leaveStudio,
  loadInvitations,
  membershipEvents,
  selectInvitations,
  selectLeaving,
  selectMembershipChanged,
} from '../slice';

export function StudioMembershipCard() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const invitations = useAppSelector(selectInvitations);
  const commission = useAppSelector(selectPerformerCommission);
  const leaving = useAppSelector(selectLeaving);
  const changed = useAppSelector(selectMembershipChanged);

  useEffect(() => {
    dispatch(loadInvitations());
  }, [dispatch]);
  // The other party's changes (an answer, an invitation, leaving) arrive on the socket.
  useSocketChannel(membershipEvents);
  // The studio and share as they are now, again after each answer or leaving.
  useEffect(() => {
    dispatch(loadPerformerCommission());
  }, [dispatch, changed]);

  const studio = commission?.studio ?? null;
  if (!studio && !invitations.data.length) return null;
  return (
    <Card small title={t('studioMembership.title')} data-testid="studio-membership">
      <Stack vertical gap={12}>
        {studio && (
          <Stack gap={12} align="center" wrap>
            <span data-testid="studio-membership-studio">
              {t('studioMembership.member', { studio: studio.name, percent: studio.memberSharePercent })}
            </span>
            <ConfirmButton
              danger
              loading={leaving}
              question={t('studioMembership.leaveQuestion', { studio: studio.name })}
              ok={t('studioMembership.leave')}
              cancel={t('studioMembers.cancel')}
              onConfirm={() => dispatch(leaveStudio())}
              data-testid="studio-membership-leave"
            >
              {t('studioMembership.leave')}
            </ConfirmButton>
          </Stack>
        )}
        {invitations.data.map((invitation) => (
          <Stack key={invitation._id} gap={12} align="center" wrap data-testid="studio-invitation">
            <span>{t('studioMembership.invited', { studio: invitation.studio.name })}</span>
            <Button
              type="primary"
              loading={invitations.answering === invitation._id}
              onClick={() => dispatch(answerInvitation({ id: invitation._id, accept: true }))}
              data-testid="studio-invitation-accept"
            >
              {t('studioMembership.accept')}
            </Button>
            <Button
              disabled={invitations.answering === invitation._id}
              onClick={() => dispatch(answerInvitation({ id: invitation._id, accept: false }))}
              data-testid="studio-invitation-decline"
            >
              {t('studioMembership.decline')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
