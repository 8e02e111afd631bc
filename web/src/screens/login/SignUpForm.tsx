import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SignUpMutation } from './documents';
import { useErrorText } from '../../errors/useErrorText';
import { useFinishSignIn } from './useFinishSignIn';
import { useFormStyles } from './useFormStyles';
import { isEmail } from './email';

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

  // issue 10 item 10: an invalid email used to give no message; say so once the field is left
  const [emailTouched, setEmailTouched] = useState(false);
  const emailInvalid = emailTouched && email.trim() !== '' && !isEmail(email.trim());
  const passwordTooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const complete = companyName.trim() && uname.trim() && isEmail(email.trim()) && password.length >= PASSWORD_MIN;

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
      <Field
        label={t('auth.email')}
        validationState={emailInvalid ? 'error' : 'none'}
        validationMessage={emailInvalid ? t('auth.emailInvalid') : undefined}
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
          onBlur={() => setEmailTouched(true)}
        />
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
