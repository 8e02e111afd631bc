import { Dropdown, Field, Input, Option, Text } from '@fluentui/react-components';
import type { AuthMethod, AuthType } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { FieldListEditor } from './FieldListEditor';
import { KeyValueEditor } from './KeyValueEditor';
import { AUTH_TYPES, fieldsOfAuth, withAuthFields, withAuthType, withDefaultFieldsEn } from './manifestDraft';
import { useProblemAt } from './problems';
import { useEditorStyles } from './styles';

type FieldTexts = Record<string, { label: string; help?: string; placeholder?: string }>;

interface Props {
  method: AuthMethod;
  en: FieldTexts;
  onChange(method: AuthMethod, en: FieldTexts): void;
}

/** The settings each auth type has beyond its account form: where the key goes, OAuth endpoints, added headers. */
function TypeSettings({ method, onChange }: { method: AuthMethod; onChange(next: AuthMethod): void }) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const applyProblem = useProblemAt('auth.0.apply', true);
  switch (method.type) {
    case 'none':
      return <Text size={200}>{t('auth.noneNote')}</Text>;
    case 'api_key':
      return (
        <div className={styles.row}>
          <Field label={t('auth.applyIn')} className={styles.narrow}>
            <Dropdown
              value={t(`auth.in.${method.apply.in}`)}
              selectedOptions={[method.apply.in]}
              onOptionSelect={(_, d) => onChange({ ...method, apply: { ...method.apply, in: d.optionValue as 'header' | 'query' } })}
            >
              <Option value="header">{t('auth.in.header')}</Option>
              <Option value="query">{t('auth.in.query')}</Option>
            </Dropdown>
          </Field>
          <Field label={t('auth.applyName')} validationMessage={applyProblem} className={styles.grow}>
            <Input
              className={styles.code}
              value={method.apply.name}
              onChange={(_, d) => onChange({ ...method, apply: { ...method.apply, name: d.value } })}
            />
          </Field>
          <Field label={t('auth.applyValue')} className={styles.grow}>
            <Input
              className={styles.code}
              value={method.apply.value}
              onChange={(_, d) => onChange({ ...method, apply: { ...method.apply, value: d.value } })}
            />
          </Field>
        </div>
      );
    case 'basic':
      return (
        <div className={styles.row}>
          <Field label={t('auth.username')} className={styles.grow}>
            <Input
              className={styles.code}
              value={method.apply.username}
              onChange={(_, d) => onChange({ ...method, apply: { ...method.apply, username: d.value } })}
            />
          </Field>
          <Field label={t('auth.password')} className={styles.grow}>
            <Input
              className={styles.code}
              value={method.apply.password}
              onChange={(_, d) => onChange({ ...method, apply: { ...method.apply, password: d.value } })}
            />
          </Field>
        </div>
      );
    case 'oauth2':
      return (
        <div className={styles.row}>
          <Field label={t('auth.authorizeUrl')} className={styles.grow}>
            <Input className={styles.code} value={method.authorize_url} onChange={(_, d) => onChange({ ...method, authorize_url: d.value })} />
          </Field>
          <Field label={t('auth.tokenUrl')} className={styles.grow}>
            <Input className={styles.code} value={method.token_url} onChange={(_, d) => onChange({ ...method, token_url: d.value })} />
          </Field>
          <Field label={t('auth.scope')} className={styles.grow}>
            <Input className={styles.code} value={method.scope ?? ''} onChange={(_, d) => onChange({ ...method, scope: d.value || undefined })} />
          </Field>
        </div>
      );
    case 'custom':
      return (
        <>
          <KeyValueEditor
            label={t('auth.applyHeaders')}
            value={method.apply?.headers}
            onChange={(headers) => onChange({ ...method, apply: { ...method.apply, headers } })}
          />
          <KeyValueEditor
            label={t('auth.applyQuery')}
            value={method.apply?.query}
            onChange={(query) => onChange({ ...method, apply: { ...method.apply, query } })}
          />
        </>
      );
  }
}

/** How an account of the app authorises: the type, its settings and the fields of the account form. */
export function AuthEditor({ method, en, onChange }: Props) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const typeProblem = useProblemAt('auth.0.type');
  return (
    <section className={styles.stack} aria-labelledby="developer-auth-title">
      <Text as="h2" size={400} weight="semibold" id="developer-auth-title">
        {t('auth.title')}
      </Text>
      <Field label={t('auth.type')} validationMessage={typeProblem} className={styles.narrow}>
        <Dropdown
          value={t(`authTypes.${method.type}`)}
          selectedOptions={[method.type]}
          onOptionSelect={(_, d) => {
            // the dropdown reports the type already chosen too: no change, or the type's settings start over
            if (d.optionValue === method.type) return;
            const next = withAuthType(method, d.optionValue as AuthType);
            onChange(next, withDefaultFieldsEn(next, en));
          }}
        >
          {AUTH_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`authTypes.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Text size={200}>{t('auth.templateNote', { authRef: '{{auth.KEY}}', inputRef: '{{input.KEY}}' })}</Text>
      <TypeSettings method={method} onChange={(next) => onChange(next, en)} />
      {method.type !== 'none' && (
        <FieldListEditor
          label={t('auth.fields')}
          fields={fieldsOfAuth(method)}
          path="auth.0.fields"
          secrets
          en={en}
          onChange={(fields, nextEn) => onChange(withAuthFields(method, fields), nextEn)}
        />
      )}
    </section>
  );
}
