import { RegisterDownlineSchema, type registerDownline } from '@nova/contracts/api/agent';
import type { ValueOf } from '@nova/contracts/endpoint';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { trimmed, useZodForm } from '../../../lib/use-zod-form';
import { useRegisterDownline } from '../api/team-queries';
import styles from './agent-team.module.css';
import registerStyles from './register-center.module.css';

type Opened = ValueOf<typeof registerDownline> & { type: 0 | 2 };

const KINDS = [
  { type: 0, key: 'MEMBER' },
  { type: 2, key: 'AGENT' },
] as const;

const FIELDS = ['username', 'initialPassword', 'nickname'] as const;
const label = (field: string) => `register.fields.${field}`;
const issue = (field: string) => `register.issues.${field}`;

/**
 * Opens an account under the agent (contracts registerDownline, validated by its own schema):
 * a member or a sub-agent, with an initial password the new account must change at its first
 * login (SECURITY.md "default password").
 */
export function RegisterDownlineForm() {
  const { t } = useTranslation('agentTeam');
  const mutation = useRegisterDownline();
  const [opened, setOpened] = useState<Opened | null>(null);
  const form = useZodForm(RegisterDownlineSchema, {
    ns: 'agentTeam',
    defaultValues: { username: '', initialPassword: '', nickname: undefined, type: 0 },
    labels: Object.fromEntries(FIELDS.map((field) => [field, label(field)])),
    required: {
      username: issue('usernameRequired'),
      initialPassword: issue('initialPasswordRequired'),
    },
    invalid: Object.fromEntries(FIELDS.map((field) => [field, issue(field)])),
    fieldOfCode: { USERNAME_TAKEN: 'username' },
  });
  const type = form.watch('type') ?? 0;
  // Optional: an empty nickname is no nickname, not a too-short one.
  const nickname = form.register('nickname', {
    setValueAs: (value: string | undefined) =>
      value === undefined || value.trim() === '' ? undefined : value,
  });

  const submit = form.submit(async (body) => {
    try {
      const account = await mutation.mutateAsync(body);
      setOpened({ ...account, type: body.type });
    } catch (error) {
      form.fail(error);
    }
  });

  if (opened) {
    return (
      <section className={styles.panel} data-testid="register-success" role="status">
        <div className={registerStyles.success}>
          <span className={registerStyles.successIcon} aria-hidden="true">
            <Icon name="check" size={26} />
          </span>
          <h2 className={styles.panelTitle}>{t('register.success.title')}</h2>
          <p className={registerStyles.opened}>
            <span className={styles.account} data-testid="register-success-account">
              {opened.account}
            </span>
            <span className={styles.kind} data-agent={opened.type === 2}>
              {t(opened.type === 2 ? 'register.kinds.AGENT' : 'register.kinds.MEMBER')}
            </span>
          </p>
          <p className={registerStyles.callout}>{t('register.success.passwordNote')}</p>
          <Button
            variant="outline"
            onClick={() => {
              setOpened(null);
              form.reset();
            }}
            data-testid="register-again"
          >
            {t('register.success.again')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="register-title">
      <h2 id="register-title" className={styles.panelTitle}>
        <Icon name="user-plus" size={18} />
        {t('register.title')}
      </h2>
      <p className={styles.panelIntro}>{t('register.intro')}</p>
      <form
        className={registerStyles.form}
        onSubmit={submit}
        noValidate
        data-testid="register-form"
      >
        <fieldset className={registerStyles.kindPicker}>
          <legend>{t('register.fields.type')}</legend>
          {KINDS.map((kind) => (
            <button
              key={kind.key}
              type="button"
              aria-pressed={type === kind.type}
              onClick={() => form.setValue('type', kind.type)}
              data-testid={`register-type-${kind.key}`}
            >
              <Icon name={kind.type === 2 ? 'users' : 'user'} size={18} />
              <span>
                <strong>{t(`register.kinds.${kind.key}`)}</strong>
                <small>{t(`register.kindHint.${kind.key}`)}</small>
              </span>
            </button>
          ))}
        </fieldset>
        <TextField
          label={t('register.fields.username')}
          icon="user"
          autoComplete="off"
          maxLength={16}
          placeholder={t('register.placeholders.username')}
          hint={t('register.hints.username')}
          required
          {...form.field('username', trimmed)}
          data-testid="register-username"
        />
        <TextField
          label={t('register.fields.initialPassword')}
          type="password"
          icon="lock"
          autoComplete="new-password"
          maxLength={128}
          placeholder={t('register.placeholders.initialPassword')}
          required
          {...form.field('initialPassword')}
          data-testid="register-password"
        />
        <TextField
          label={t('register.fields.nickname')}
          icon="sparkles"
          autoComplete="off"
          maxLength={32}
          placeholder={t('register.placeholders.nickname')}
          {...nickname}
          error={form.message('nickname')}
          data-testid="register-nickname"
        />
        <p className={registerStyles.callout} data-testid="register-password-note">
          <Icon name="info" size={16} />
          {t('register.passwordNote')}
        </p>
        {form.alert && <FormError testId="register-error">{form.alert}</FormError>}
        <Button
          type="submit"
          size="lg"
          block
          loading={mutation.isPending}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </form>
    </section>
  );
}
