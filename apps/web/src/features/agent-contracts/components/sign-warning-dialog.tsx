import { useTranslation } from 'react-i18next';
import type { SignFlow } from '../hooks/use-sign-flow';
import { KIND_SLUG } from '../lib/kinds';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The warning before a signature cancels sub-agent contracts (spec §4: "If a sub-agent's ratio
 * is higher than the new contract ratio, agreeing cancels that sub-agent's contract"): who is
 * affected, then sign with confirm: true or step back.
 */
export function SignWarningDialog({ flow }: { flow: SignFlow }) {
  const { t } = useTranslation('agentContracts');
  if (!flow.warning) return null;
  const { contract, accounts } = flow.warning;
  return (
    <ConfirmDialog
      name="contract-sign-warning"
      title={t('signWarning.title')}
      message={
        accounts.length > 0
          ? t('signWarning.message', {
              count: accounts.length,
              kind: t(`kinds.${KIND_SLUG[contract.kind]}.lower`),
            })
          : t('signWarning.messageUnnamed', { kind: t(`kinds.${KIND_SLUG[contract.kind]}.lower`) })
      }
      items={accounts}
      confirmLabel={t('signWarning.confirm')}
      tone="danger"
      onConfirm={async () => {
        await flow.confirm();
      }}
      onClose={flow.dismiss}
    />
  );
}
