import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components';
import { DEFAULT_INVITE_HOURS, DEFAULT_INVITE_ROLE } from '@huiliu/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CopyButton } from '../../templates/shared/CopyButton';
import { isEmail } from '../../login/email';
import { CreateInviteMutation } from '../documents';
import type { RoleOption } from '../members/RoleSelect';
import { useFailureToast } from '../useFailureToast';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  linkInput: { flexGrow: 1 },
});

/** How long a link may work: 1, 3 (the default, 72 h), 7 or 30 days. */
const LIFETIMES_IN_DAYS = [1, DEFAULT_INVITE_HOURS / 24, 7, 30];
/** The invite list learns of the new invite. */
const inviteContext = { additionalTypenames: ['Invite'] };

/** 邀请成员: role, an optional email the link is bound to, and how long it works; then the link, shown this once. */
export function InviteDialog({ roles, onClose }: { roles: readonly RoleOption[]; onClose(): void }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const failed = useFailureToast();
  const offered = roles.filter((r) => r.grantable);
  const [role, setRole] = useState(offered.some((r) => r.roleId === DEFAULT_INVITE_ROLE) ? DEFAULT_INVITE_ROLE : (offered[0]?.roleId ?? ''));
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(DEFAULT_INVITE_HOURS / 24);
  const [result, create] = useMutation(CreateInviteMutation);
  const [link, setLink] = useState<string | null>(null);
  const emailInvalid = email.trim() !== '' && !isEmail(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { role, email: email.trim() || null, expiresInHours: days * 24 };
    const { data, error } = await create({ input }, inviteContext);
    if (error) return failed(error);
    if (data) setLink(data.createInvite.link);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        {link ? (
          <DialogBody>
            <DialogTitle>{t('inviteForm.linkTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('inviteForm.onlyOnce')}</MessageBarBody>
              </MessageBar>
              <div className={styles.link}>
                <Input className={styles.linkInput} readOnly value={link} aria-label={t('inviteForm.link')} />
                <CopyButton text={link} label={t('inviteForm.copy')} autoFocus />
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('inviteForm.done')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={(e) => void submit(e)}>
            <DialogBody>
              <DialogTitle>{t('inviteForm.title')}</DialogTitle>
              <DialogContent className={styles.form}>
                <Field label={t('inviteForm.role')} required>
                  <Select value={role} onChange={(_, d) => setRole(d.value)}>
                    {offered.map((r) => (
                      <option key={r.roleId} value={r.roleId}>
                        {r.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t('inviteForm.email')}
                  hint={t('inviteForm.emailHint')}
                  validationState={emailInvalid ? 'error' : 'none'}
                  validationMessage={emailInvalid ? t('inviteForm.emailInvalid') : undefined}
                >
                  <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} placeholder="name@example.com" />
                </Field>
                <Field label={t('inviteForm.lifetime')}>
                  <Select value={String(days)} onChange={(_, d) => setDays(Number(d.value))}>
                    {LIFETIMES_IN_DAYS.map((n) => (
                      <option key={n} value={n}>
                        {t(`inviteForm.lifetimes.${n}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </DialogContent>
              <DialogActions>
                <Button type="submit" appearance="primary" disabled={result.fetching || role === '' || emailInvalid}>
                  {t('inviteForm.submit')}
                </Button>
                <Button onClick={onClose}>{t('cancel')}</Button>
              </DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}
