import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { isEmail } from '../login/email';
import { AcceptInviteMutation } from './documents';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
});

/** The platform takes passwords of 8–128 characters (contract invite regist, as sign-up). */
const PASSWORD_MIN = 8;

interface InviteFormProps {
  token: string;
  /** The address the invite is bound to: filled in and locked. */
  boundEmail: string | null;
  onJoined(payload: { userid: string; companyId: string }): void;
  /** A refusal that changes what the link can do (used, expired, revoked meanwhile): read the link again. */
  onRefused(): void;
}

/** Name, email and password of the person joining through the link. */
export function InviteForm({ token, boundEmail, onJoined, onRefused }: InviteFormProps) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const errorText = useErrorText();
  const [uname, setUname] = useState('');
  const [email, setEmail] = useState(boundEmail ?? '');
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [result, accept] = useMutation(AcceptInviteMutation);
  const emailInvalid = emailTouched && email.trim() !== '' && !isEmail(email.trim());
  const passwordTooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const complete = uname.trim() !== '' && isEmail(email.trim()) && password.length >= PASSWORD_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error } = await accept({ input: { token, uname: uname.trim(), email: email.trim(), password } });
    if (data) return onJoined(data.acceptInvite);
    if (error?.graphQLErrors.some((e) => e.extensions.code === 'CONFLICT')) onRefused();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error)}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={tc('auth.uname')} required>
        <Input autoComplete="name" value={uname} onChange={(_, d) => setUname(d.value)} />
      </Field>
      <Field
        label={tc('auth.email')}
        required
        hint={boundEmail ? t('accept.emailBound') : undefined}
        validationState={emailInvalid ? 'error' : 'none'}
        validationMessage={emailInvalid ? tc('auth.emailInvalid') : undefined}
      >
        <Input
          type="email"
          autoComplete="email"
          value={email}
          readOnly={boundEmail !== null}
          onChange={(_, d) => setEmail(d.value)}
          onBlur={() => setEmailTouched(true)}
        />
      </Field>
      <Field
        label={tc('auth.password')}
        required
        validationState={passwordTooShort ? 'error' : 'none'}
        validationMessage={passwordTooShort ? tc('auth.passwordTooShort', { min: PASSWORD_MIN }) : undefined}
      >
        <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={result.fetching || !complete}>
        {t('accept.submit')}
      </Button>
    </form>
  );
}
