import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SignUpMutation } from './documents';
import { useErrorText } from '../../errors/useErrorText';
import { useFinishSignIn } from './useFinishSignIn';
import { useFormStyles } from './useFormStyles';

/** The platform accepts passwords of 8–128 characters (docs/rest-contract.md). */
const PASSWORD_MIN = 8;

export function SignUpForm() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const errorText = useErrorText();
  const finish = useFinishSignIn();
  const [companyName, setCompanyName] = useState('');
  const [uname, setUname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, signUp] = useMutation(SignUpMutation);

  const passwordTooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const complete = companyName.trim() && uname.trim() && email.trim() && password.length >= PASSWORD_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { companyName: companyName.trim(), uname: uname.trim(), email: email.trim(), password };
    const { data } = await signUp({ input });
    if (data) finish(data.signUp);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error)}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.companyName')}>
        <Input autoComplete="organization" value={companyName} onChange={(_, d) => setCompanyName(d.value)} />
      </Field>
      <Field label={t('auth.uname')}>
        <Input autoComplete="name" value={uname} onChange={(_, d) => setUname(d.value)} />
      </Field>
      <Field label={t('auth.email')}>
        <Input type="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <Field
        label={t('auth.password')}
        validationState={passwordTooShort ? 'error' : 'none'}
        validationMessage={passwordTooShort ? t('auth.passwordTooShort', { min: PASSWORD_MIN }) : undefined}
      >
        <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={result.fetching || !complete}>
        {t('auth.signUp')}
      </Button>
    </form>
  );
}
