import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { CreateApiTokenMutation } from './documents';
import { ShownOnce } from './ShownOnce';
import { TokenFormFields } from './TokenFormFields';
import { emptyTokenForm, tokenInput, validateTokenForm, type TokenForm, type TokenFormErrors } from './tokenForm';

/**
 * Create a personal token (for oneself) or, `service`, one for a member. Once made, the same dialog shows the plain
 * token — the only time it is ever shown — with a copy button and the warning that it will not be shown again.
 */
export function CreateTokenDialog({ service, onClose }: { service: boolean; onClose(): void }) {
  const { t } = useTranslation('tokens');
  const errorText = useErrorText();
  const [form, setForm] = useState<TokenForm>(emptyTokenForm);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const [result, create] = useMutation(CreateApiTokenMutation);
  const [plain, setPlain] = useState<string | null>(null);
  const title = service ? t('form.titleService') : t('form.titlePersonal');

  const submit = async () => {
    const found = validateTokenForm(form, service);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { data } = await create({ input: tokenInput(form, service) }, { additionalTypenames: ['ApiToken'] });
    if (data) setPlain(data.createApiToken.plainToken);
  };

  return (
    // the plain token must not vanish by a stray click or Escape: once shown, only the button closes
    <Dialog open modalType={plain ? 'alert' : 'modal'} onOpenChange={(_, d) => !d.open && !plain && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{plain ? t('created.title') : title}</DialogTitle>
          <DialogContent>
            {plain ? (
              <ShownOnce token={plain} />
            ) : (
              <>
                {result.error && (
                  <MessageBar intent="error">
                    <MessageBarBody>{t('form.failed', { reason: errorText(result.error) })}</MessageBarBody>
                  </MessageBar>
                )}
                <TokenFormFields form={form} errors={errors} service={service} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {plain ? (
              <Button appearance="primary" onClick={onClose}>
                {t('created.done')}
              </Button>
            ) : (
              <>
                <Button appearance="primary" disabled={result.fetching} onClick={() => void submit()}>
                  {t('form.submit')}
                </Button>
                <Button onClick={onClose}>{t('form.cancel')}</Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
