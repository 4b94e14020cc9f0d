import { bindRealName } from '@nova/contracts/api/security';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useBindRealName } from '../api/security-queries';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';

/** Bind the real name (the bank account name) once; it cannot be changed online afterwards. */
export function RealNameDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const mutation = useBindRealName();
  const toast = useSecurityToast((state) => state.show);
  const form = useSecurityForm(bindRealName.body, { realName: '', password: '' });

  const submit = form.submit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast(t('realName.bound'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <FormDialog
      id="security-real-name"
      title={t('realName.title')}
      icon="user"
      intro={t('realName.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('actions.bind')}
      submitting={mutation.isPending}
      alert={form.alert}
    >
      <TextField
        label={t('fields.realName')}
        placeholder={t('placeholders.realName')}
        icon="user"
        autoComplete="name"
        maxLength={50}
        required
        {...form.field('realName')}
        hint={t('realName.hint')}
        data-testid="security-real-name-input"
      />
      <TextField
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        required
        {...form.field('password')}
        data-testid="security-real-name-password"
      />
    </FormDialog>
  );
}
