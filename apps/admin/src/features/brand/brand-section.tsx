import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Notice } from '../../components/ui';
import { errorText } from '../../lib/api';
import { useCan } from '../../lib/session';
import './brand.css';

export function useCanEdit(): boolean {
  return useCan()('brand.settings');
}

/**
 * One section of the brand settings: a card with its own form and Save. Read-only roles see the
 * values (the children render text then) and no Save.
 */
export function SectionCard({
  title,
  description,
  editable,
  onSubmit,
  saving,
  failure,
  saved,
  dirty,
  invalid,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  editable: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  failure: unknown;
  saved: boolean;
  dirty: boolean;
  invalid: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card
      className={`brand-card${className ? ` ${className}` : ''}`}
      title={<span id={headingId}>{title}</span>}
      actions={editable && dirty ? <Badge tone="warn">{t('brand.unsaved')}</Badge> : null}
    >
      <p className="muted brand-lead">{description}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {children}
        {editable ? (
          <div className="form-actions brand-actions">
            {failure ? (
              <span className="brand-status brand-status-bad" role="alert">
                {errorText(t, failure)}
              </span>
            ) : invalid ? (
              <span className="brand-status brand-status-bad" role="alert">
                {t('brand.fixErrors')}
              </span>
            ) : saved && !dirty ? (
              <span className="brand-status brand-status-good" role="status">
                {t('brand.saved')}
              </span>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              busy={saving}
              aria-label={t('brand.saveSection', { section: title })}
            >
              {t('common.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/** A switch: a checkbox with its label and hint, or On/Off for a read-only role. */
export function Toggle({
  label,
  hint,
  editable,
  checked,
  ref,
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  editable: boolean;
  checked: boolean;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'>) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="brand-toggle">
      {editable ? (
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="brand-check"
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
      ) : (
        <Badge tone={checked ? 'good' : 'neutral'}>
          {checked ? t('brand.on') : t('brand.off')}
        </Badge>
      )}
      <div className="brand-toggle-text">
        {editable ? (
          <label htmlFor={id}>{label}</label>
        ) : (
          <span className="brand-toggle-label">{label}</span>
        )}
        {hint ? (
          <span className="brand-hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A group of settings under a small heading. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="brand-group">
      <legend className="brand-group-title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A value as text, for read-only roles. */
export function ReadValue({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="brand-read">
      <span className="brand-read-label">{label}</span>
      <span className="brand-read-value">{value}</span>
    </div>
  );
}

export function SectionNotice({ children }: { children: ReactNode }) {
  return <Notice tone="info">{children}</Notice>;
}
