import { opsRequestAdjustment } from '@nova/contracts/api/ops-approvals';
import {
  type OpsMemberProfile,
  opsEndMemberSessions,
  opsForcePasswordChange,
  opsLockMember,
  opsResetMemberAuthenticator,
  opsUnlockMember,
} from '@nova/contracts/api/ops-members';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { Button } from '../../components/ui';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/session';
import { AdjustDialog } from './adjust-dialog';

type Action = 'lock' | 'unlock' | 'endSessions' | 'forcePassword' | 'resetTotp';

const ENDPOINTS = {
  lock: opsLockMember,
  unlock: opsUnlockMember,
  endSessions: opsEndMemberSessions,
  forcePassword: opsForcePasswordChange,
  resetTotp: opsResetMemberAuthenticator,
} as const;

/** What an operator may do to a member; each asks for a reason, which the audit log keeps. */
export function MemberActions({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const locked = member.status === 'DISABLED';
  const buttons: { key: Action; show: boolean; danger?: boolean }[] = [
    { key: locked ? 'unlock' : 'lock', show: can('members.lock'), danger: !locked },
    { key: 'endSessions', show: can('members.lock') && member.counts.openSessions > 0 },
    { key: 'forcePassword', show: can('members.lock') && !member.mustChangePassword },
    { key: 'resetTotp', show: can('members.lock') && member.totpEnabled },
  ];
  return (
    <>
      {done ? (
        <output className="action-done" aria-live="polite">
          {done}
        </output>
      ) : null}
      {buttons
        .filter((button) => button.show)
        .map((button) => (
          <Button
            key={button.key}
            variant={button.danger ? 'danger' : 'secondary'}
            onClick={() => setAction(button.key)}
          >
            {t(`member.actions.${button.key}`)}
          </Button>
        ))}
      {can('members.adjust') ? (
        <Button variant="primary" onClick={() => setAdjusting(true)}>
          {t('member.actions.adjust')}
        </Button>
      ) : null}
      <ReasonDialog
        open={action !== null}
        title={action ? t(`member.actions.${action}`) : ''}
        description={action ? t(`member.confirm.${action}`, { account: member.account }) : ''}
        confirm={action ? t(`member.actions.${action}`) : ''}
        danger={action === 'lock' || action === 'resetTotp'}
        onClose={() => setAction(null)}
        onConfirm={async (reason) => {
          if (!action) return;
          await callApi(ENDPOINTS[action], { params: { id: member.id }, body: { reason } });
          setDone(t(`member.done.${action}`));
          await queryClient.invalidateQueries({ queryKey: ['ops', 'member', member.id] });
        }}
      />
      <AdjustDialog
        open={adjusting}
        member={member}
        onClose={() => setAdjusting(false)}
        onSubmit={async (body) => {
          const request = await callApi(opsRequestAdjustment, { params: { id: member.id }, body });
          setDone(t('member.done.adjust', { id: request.id }));
          await queryClient.invalidateQueries({ queryKey: ['ops', 'approvals'] });
        }}
      />
    </>
  );
}
