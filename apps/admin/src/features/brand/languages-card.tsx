import {
  type BrandSettings,
  LanguageSettingsInputSchema,
  opsPutBrandLanguages,
  SITE_LANGUAGES,
} from '@nova/contracts/api/ops-brand';
import { findLanguage } from '@nova/contracts/languages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/field';
import { Badge } from '../../components/ui';
import { contractResolver, useSectionForm } from './brand-form';
import { Group, ReadValue, SectionCard } from './brand-section';

type Values = { supportedLanguages: string[]; defaultLanguage: string };

function languageName(code: string): string {
  const language = findLanguage(code);
  return language ? `${language.nativeName} · ${code}` : code;
}

/**
 * The site languages the brand offers and the one a new visitor gets. Only languages the site
 * has translations for can be offered; the default must be one of them.
 */
export function LanguagesCard({
  settings,
  editable,
}: {
  settings: BrandSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { languages } = settings;
  // A language the site cannot show (no translations) is dropped on the next save.
  const untranslated = languages.supportedLanguages.filter(
    (code) => !SITE_LANGUAGES.includes(code),
  );
  const toValues = (): Values => ({
    supportedLanguages: languages.supportedLanguages.filter((code) =>
      SITE_LANGUAGES.includes(code),
    ),
    defaultLanguage: languages.defaultLanguage,
  });
  const form = useForm<Values, unknown, Values>({
    defaultValues: toValues(),
    resolver: contractResolver(LanguageSettingsInputSchema, (v: Values) => ({
      // The order the site lists them in: the offered ones in the catalogue's order.
      supportedLanguages: SITE_LANGUAGES.filter((code) => v.supportedLanguages.includes(code)),
      defaultLanguage: v.defaultLanguage,
    })),
  });
  const { error, card } = useSectionForm(form, opsPutBrandLanguages, languages, toValues);
  const listError = error('supportedLanguages');
  return (
    <SectionCard
      title={t('brand.languages.title')}
      description={t('brand.languages.lead')}
      editable={editable}
      {...card}
    >
      {editable ? (
        <>
          <Group title={t('brand.languages.offered')}>
            <div className="brand-chips">
              {SITE_LANGUAGES.map((code) => (
                <label key={code} className="brand-chip">
                  <input type="checkbox" value={code} {...form.register('supportedLanguages')} />
                  {languageName(code)}
                </label>
              ))}
            </div>
            {listError ? (
              <p className="field-message" role="alert">
                {listError}
              </p>
            ) : null}
          </Group>
          <SelectField
            label={t('brand.languages.default')}
            error={error('defaultLanguage')}
            {...form.register('defaultLanguage')}
          >
            {SITE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <>
          <ReadValue
            label={t('brand.languages.offered')}
            value={
              <span className="badges">
                {languages.supportedLanguages.map((code) => (
                  <Badge key={code} tone={code === languages.defaultLanguage ? 'info' : 'neutral'}>
                    {languageName(code)}
                  </Badge>
                ))}
              </span>
            }
          />
          <ReadValue
            label={t('brand.languages.default')}
            value={languageName(languages.defaultLanguage)}
          />
        </>
      )}
      {untranslated.length > 0 ? (
        <p className="brand-hint brand-warn">
          {t('brand.languages.untranslated', { codes: untranslated.join(', ') })}
        </p>
      ) : null}
      <p className="brand-hint">{t('brand.languages.hint')}</p>
    </SectionCard>
  );
}
