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
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { VariableType, VariablesQuery } from '../../gql/graphql';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { AddVariableMutation, UpdateVariableMutation } from './documents';
import { updateFields, validateVariableForm, VARIABLE_TYPES, variableReference, type VariableForm, type VariableFormErrors } from './variableForm';

export type ListVariable = VariablesQuery['variables']['items'][number];

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Lists refresh after an add: the reply carries a Variable the document cache links to the list. */
const variablesContext = { additionalTypenames: ['Variable', 'VariableClass'] };

interface VariableDialogProps {
  /** null adds a new variable. */
  variable: ListVariable | null;
  defaultClass: string;
  onClose(): void;
}

/** Add or edit a variable: name, key (add only, spec key rule), type, value (secrets never shown), class. */
export function VariableDialog({ variable, defaultClass, onClose }: VariableDialogProps) {
  const { t } = useTranslation('variables');
  const styles = useStyles();
  const toast = useAppToast();
  const mode = variable ? 'edit' : 'add';
  const [form, setForm] = useState<VariableForm>(() => ({
    name: variable?.variableName ?? '',
    key: variable?.variableKey ?? '',
    // a secret's value arrives masked: editing starts empty and empty keeps it
    value: variable && variable.variableType !== 'secret' ? variable.variableValue : '',
    type: variable?.variableType ?? 'text',
    variableClass: variable?.variableClass ?? defaultClass,
  }));
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [adding, add] = useMutation(AddVariableMutation);
  const [updating, update] = useMutation(UpdateVariableMutation);
  const set = (patch: Partial<VariableForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    const found = validateVariableForm(form, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { error } = variable
      ? await update({ input: { variableId: variable.variableId, ...updateFields(form) } }, variablesContext)
      : await add(
          {
            input: {
              variableName: form.name.trim(),
              variableKey: form.key,
              variableValue: form.value,
              variableType: form.type,
              variableClass: form.variableClass.trim(),
            },
          },
          variablesContext,
        );
    if (error) return toast.failed(error);
    toast.show(t('saved'));
    onClose();
  };

  const fieldError = (name: keyof VariableFormErrors) => {
    const key = errors[name];
    return key ? { validationState: 'error' as const, validationMessage: t(key) } : {};
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{variable ? t('editTitle') : t('add')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('name')} required {...fieldError('name')}>
              <Input value={form.name} maxLength={100} onChange={(_, d) => set({ name: d.value })} />
            </Field>
            <Field
              label={t('key')}
              required
              hint={form.key ? t('keyHint', { reference: variableReference(form.key) }) : t('keyRule')}
              {...fieldError('key')}
            >
              <Input value={form.key} disabled={mode === 'edit'} maxLength={64} onChange={(_, d) => set({ key: d.value })} />
            </Field>
            <Field label={t('type')}>
              <Select value={form.type} onChange={(_, d) => set({ type: d.value as VariableType })}>
                {VARIABLE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('value')} hint={mode === 'edit' && form.type === 'secret' ? t('secretKeep') : undefined} {...fieldError('value')}>
              <Input
                value={form.value}
                type={form.type === 'secret' ? 'password' : 'text'}
                autoComplete="off"
                onChange={(_, d) => set({ value: d.value })}
              />
            </Field>
            <Field label={t('class')}>
              <Input value={form.variableClass} maxLength={100} onChange={(_, d) => set({ variableClass: d.value })} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={adding.fetching || updating.fetching} onClick={() => void save()}>
              {t('save')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
