import { Field, Input, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ApiTokenRolesQuery, TokenMembersQuery } from './documents';
import { EXPIRY_CHOICES, type ExpiryChoice, type TokenForm, type TokenFormErrors } from './tokenForm';
import { useRoleName } from './useRoleName';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Props {
  form: TokenForm;
  errors: TokenFormErrors;
  service: boolean;
  onChange(patch: Partial<TokenForm>): void;
}

/** Name, (service) member, a role the platform says may be given, the required expiry choice and the rate limit. */
export function TokenFormFields({ form, errors, service, onChange }: Props) {
  const { t } = useTranslation('tokens');
  const styles = useStyles();
  const roleName = useRoleName();
  const [members] = useQuery({ query: TokenMembersQuery, pause: !service });
  // a service token's roles are weighed against its member; a personal token's against oneself
  const [roles] = useQuery({ query: ApiTokenRolesQuery, variables: { userId: service ? form.userId : null }, pause: service && !form.userId });
  const grantable = (roles.data?.apiTokenRoles ?? []).filter((r) => r.grantable);
  const error = (field: keyof TokenFormErrors) => (errors[field] ? { validationState: 'error' as const, validationMessage: t(errors[field]) } : {});

  return (
    <div className={styles.form}>
      <Field label={t('form.name')} required {...error('name')}>
        <Input value={form.name} placeholder={t('form.namePlaceholder')} onChange={(_, d) => onChange({ name: d.value })} />
      </Field>
      {service && (
        <Field label={t('form.member')} hint={t('form.memberHint')} required {...error('userId')}>
          <Select value={form.userId} onChange={(_, d) => onChange({ userId: d.value, role: '' })}>
            <option value="">{t('form.chooseMember')}</option>
            {(members.data?.users.items ?? [])
              .filter((m) => !m.disabled)
              .map((m) => (
                <option key={m.userid} value={m.userid}>
                  {m.uname}
                </option>
              ))}
          </Select>
        </Field>
      )}
      <Field label={t('form.role')} hint={t('form.roleHint')} required {...error('role')}>
        <Select value={form.role} onChange={(_, d) => onChange({ role: d.value })}>
          <option value="">{t('form.chooseRole')}</option>
          {grantable.map((r) => (
            <option key={r.role} value={r.role}>
              {roleName(r)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.expiry')} required>
        <RadioGroup layout="horizontal" value={form.expiry} onChange={(_, d) => onChange({ expiry: d.value as ExpiryChoice })}>
          {EXPIRY_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={choice === 'day' ? t('form.onDay') : t('form.days', { count: Number(choice) })} />
          ))}
        </RadioGroup>
      </Field>
      {form.expiry === 'day' && (
        <Field label={t('form.lastDay')} required {...error('lastDay')}>
          <Input type="date" value={form.lastDay} onChange={(_, d) => onChange({ lastDay: d.value })} />
        </Field>
      )}
      <Field label={t('form.rateLimit')} {...error('rateLimit')}>
        <Input type="number" min={1} max={6000} value={form.rateLimit} onChange={(_, d) => onChange({ rateLimit: d.value })} />
      </Field>
    </div>
  );
}
