import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { SDK_SCREENS } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useErrorToast } from '../../errors/useErrorToast';
import { useRoleName } from '../tokens/useRoleName';
import { EmbedChoicesQuery, SaveSdkPageConfigMutation } from './documents';
import { pageConfigProblems, screensOf, type PageConfigForm } from './pageConfigForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  screens: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/** Create or edit one page configuration: name, role, screens, hidden nav, fixed apps, landing path. */
export function PageConfigDialog({ initial, onClose }: { initial: PageConfigForm; onClose: () => void }) {
  const { t, i18n } = useTranslation('embed');
  const styles = useStyles();
  const errorToast = useErrorToast();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [choices] = useQuery({ query: EmbedChoicesQuery });
  const [saving, save] = useMutation(SaveSdkPageConfigMutation);
  const problems = tried ? pageConfigProblems(form) : [];
  const set = (patch: Partial<PageConfigForm>) => setForm((f) => ({ ...f, ...patch }));
  const roleName = useRoleName();
  const roles = (choices.data?.companyRoles ?? []).map((r) => ({
    roleId: r.roleId,
    name: roleName({ builtinRole: r.builtinRole, roleName: r.name }),
  }));
  const apps = choices.data?.apps ?? [];
  const appName = (app: { appName: string; appNameEn?: string | null }) => (i18n.language === 'en' && app.appNameEn) || app.appName;

  const onSave = async () => {
    setTried(true);
    if (pageConfigProblems(form).length > 0) return;
    const { error } = await save(
      {
        input: {
          ...(form.cfgId ? { cfgId: form.cfgId } : {}),
          name: form.name.trim(),
          role: form.role,
          hiddenNav: form.hiddenNav,
          screens: form.screens,
          appIds: form.appIds,
          landing: form.landing.trim(),
        },
      },
      { additionalTypenames: ['SdkPageConfig'] },
    );
    if (error) return errorToast(error);
    onClose();
  };
  const invalid = (problem: (typeof problems)[number]) => (problems.includes(problem) ? ('error' as const) : ('none' as const));

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{form.cfgId ? t('page.edit') : t('page.create')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field
              label={t('page.name')}
              required
              validationState={invalid('name')}
              validationMessage={problems.includes('name') ? t('page.problems.name') : undefined}
            >
              <Input value={form.name} maxLength={64} onChange={(_, d) => set({ name: d.value })} />
            </Field>
            <Field
              label={t('page.role')}
              required
              validationState={invalid('role')}
              validationMessage={problems.includes('role') ? t('page.problems.role') : undefined}
            >
              <Dropdown
                value={roles.find((r) => r.roleId === form.role)?.name ?? ''}
                selectedOptions={[form.role]}
                onOptionSelect={(_, d) => set({ role: d.optionValue ?? '' })}
              >
                {roles.map((role) => (
                  <Option key={role.roleId} value={role.roleId}>
                    {role.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={t('page.screens')}
              required
              validationState={invalid('screens')}
              validationMessage={problems.includes('screens') ? t('page.problems.screens') : undefined}
            >
              <div className={styles.screens} role="group" aria-label={t('page.screens')}>
                {SDK_SCREENS.map((screen) => (
                  <Checkbox
                    key={screen}
                    label={t(`screens.${screen}`)}
                    checked={form.screens.includes(screen)}
                    onChange={(_, d) => set({ screens: screensOf(d.checked ? [...form.screens, screen] : form.screens.filter((s) => s !== screen)) })}
                  />
                ))}
              </div>
            </Field>
            <Switch label={t('page.hiddenNav')} checked={form.hiddenNav} onChange={(_, d) => set({ hiddenNav: d.checked })} />
            <Field label={t('page.apps')} hint={t('page.appsHint')}>
              <Dropdown
                multiselect
                placeholder={t('page.allApps')}
                value={form.appIds
                  .map((id) => apps.find((a) => a.appId === id))
                  .filter((a) => a !== undefined)
                  .map(appName)
                  .join(i18n.language === 'en' ? ', ' : '、')}
                selectedOptions={form.appIds}
                onOptionSelect={(_, d) => set({ appIds: d.selectedOptions })}
              >
                {apps.map((app) => (
                  <Option key={app.appId} value={app.appId}>
                    {appName(app)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={t('page.landing')}
              hint={t('page.landingHint')}
              validationState={invalid('landing')}
              validationMessage={problems.includes('landing') ? t('page.problems.landing') : undefined}
            >
              <Input value={form.landing} maxLength={200} onChange={(_, d) => set({ landing: d.value })} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('page.cancel')}</Button>
            <Button appearance="primary" disabled={saving.fetching} onClick={() => void onSave()}>
              {t('page.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
