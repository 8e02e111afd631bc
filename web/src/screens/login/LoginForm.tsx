import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { LoginMutation } from './documents';
import { useErrorText } from '../../errors/useErrorText';
import { useFinishSignIn } from './useFinishSignIn';
import { useFormStyles } from './useFormStyles';

export function LoginForm() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const errorText = useErrorText();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, login] = useMutation(LoginMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await login({ input: { email: email.trim(), password } });
    if (data) finish(data.login);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error)}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.email')}>
        <Input type="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <Field label={t('auth.password')}>
        <Input type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={result.fetching || !email.trim() || !password}>
        {t('auth.login')}
      </Button>
    </form>
  );
}
