import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
} from '@fluentui/react-components';
import { APP_CLASSES, type AppClass } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { CREATE_AUTH_TYPES, createInput, emptyCreateForm, validateCreateForm, type CreateAppErrors, type CreateAppForm } from './createForm';
import { CreateOpenAppMutation } from './documents';

/** 新建应用: a name in both languages, a class and an auth type; the new app opens in its editor. */
export function CreateAppDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('developer');
  const { t: tApps } = useTranslation('apps');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [form, setForm] = useState<CreateAppForm>(emptyCreateForm);
  const [errors, setErrors] = useState<CreateAppErrors>({});
  const [result, create] = useMutation(CreateOpenAppMutation);
  const set = (patch: Partial<CreateAppForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const found = validateCreateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { data } = await create({ input: createInput(form) }, { additionalTypenames: ['OpenApp'] });
    if (data) navigate(`/developer/apps/${data.createOpenApp.appId}`);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        {/* our own messages, not the browser's bubbles for the required fields */}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {result.error && (
                <MessageBar intent="error">
                  <MessageBarBody>{t('create.failed', { reason: errorText(result.error) })}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('create.name')} required validationMessage={errors.name && t(errors.name)}>
                <Input value={form.name} onChange={(_, d) => set({ name: d.value })} />
              </Field>
              <Field label={t('create.nameEn')} required validationMessage={errors.nameEn && t(errors.nameEn)}>
                <Input value={form.nameEn} onChange={(_, d) => set({ nameEn: d.value })} />
              </Field>
              <Field label={t('create.class')}>
                <Dropdown
                  value={tApps(`classes.${form.classType}`)}
                  selectedOptions={[form.classType]}
                  onOptionSelect={(_, d) => set({ classType: d.optionValue as AppClass })}
                >
                  {APP_CLASSES.filter((c) => c !== 'builtin').map((c) => (
                    <Option key={c} value={c}>
                      {tApps(`classes.${c}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label={t('create.auth')}>
                <Dropdown
                  value={t(`authTypes.${form.authType}`)}
                  selectedOptions={[form.authType]}
                  onOptionSelect={(_, d) => set({ authType: d.optionValue as CreateAppForm['authType'] })}
                >
                  {CREATE_AUTH_TYPES.map((type) => (
                    <Option key={type} value={type}>
                      {t(`authTypes.${type}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={result.fetching}>
                {t('create.submit')}
              </Button>
              <Button onClick={onClose}>{t('create.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
