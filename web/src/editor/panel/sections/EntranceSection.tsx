import { Button, Input, makeStyles, mergeClasses, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import {
  BUILTIN_APP_DEFINITIONS,
  chooseAction,
  customReturnProblemCodes,
  CUSTOM_RETURN_APP_ID,
  findBuiltinApp,
  isTriggerLocked,
  lookupAppId,
  type AppStep,
} from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltinText } from '../../builtinText';
import { useEditorStore } from '../../store/useEditorStore';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  action: { justifyContent: 'flex-start', textAlign: 'left', height: 'auto', padding: tokens.spacingHorizontalS },
  desc: { color: tokens.colorNeutralForeground2, display: 'block' },
  // on the chosen (brand blue) action the grey description read ≈ 1.1:1 (issue 10 item 7)
  descOnBrand: { color: tokens.colorNeutralForegroundOnBrand },
});

/**
 * Entrance: choose the app and the action, with search. A custom return is offered only where core allows
 * it (spec §5), and while one exists the trigger's app and action are locked (spec §4).
 */
export function EntranceSection({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  const { t: tShared } = useTranslation();
  const styles = useStyles();
  const builtin = useBuiltinText();
  const content = useEditorStore((s) => s.content);
  const [query, setQuery] = useState('');
  const [appId, setAppId] = useState(step.app_id);
  const isTrigger = step.action_type === '1';
  const locked = isTrigger && isTriggerLocked(content);

  if (locked) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('entrance.triggerLocked')}</MessageBarBody>
      </MessageBar>
    );
  }

  // spec §5: would the pipeline still be valid with a custom return here?
  const customReturnRefusal = () => {
    const trial = chooseAction(content, step.uuid, CUSTOM_RETURN_APP_ID, 'return', () => 'trial');
    const code = customReturnProblemCodes(trial)[0];
    return code && t(`entrance.customReturn.${code}`);
  };
  // the apps with their actions worded in the reader's language
  const apps = BUILTIN_APP_DEFINITIONS.filter((a) => a.is_trigger === isTrigger).map((a) => ({
    ...a,
    actions: a.actions.map((x) => builtin.action(a.app_id, x.action_id) ?? x),
  }));
  const nameOf = (id: string) => tShared(findBuiltinApp(id)!.i18nKey);
  const matching = apps.filter((a) =>
    `${nameOf(a.app_id)} ${a.actions.map((x) => x.name).join(' ')}`.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const chosenApp = apps.find((a) => a.app_id === lookupAppId(appId));
  const choose = (app: string, action: string) =>
    !(step.app_id === app && step.action_id === action) &&
    edit.apply((c) => chooseAction(c, step.uuid, app, action, () => crypto.randomUUID(), builtin.defaultNames));
  const refusal = chosenApp?.app_id === CUSTOM_RETURN_APP_ID ? customReturnRefusal() : undefined;

  return (
    <div className={styles.root}>
      <Input aria-label={t('entrance.search')} placeholder={t('entrance.searchPlaceholder')} value={query} onChange={(_, d) => setQuery(d.value)} />
      <div className={styles.grid} role="group" aria-label={t('entrance.apps')}>
        {matching.map((app) => (
          <Button
            key={app.app_id}
            appearance={chosenApp?.app_id === app.app_id ? 'primary' : 'secondary'}
            aria-pressed={chosenApp?.app_id === app.app_id}
            onClick={() => {
              setAppId(app.app_id);
              // an app with one action is chosen in one click
              if (app.actions.length === 1 && !(app.app_id === CUSTOM_RETURN_APP_ID && customReturnRefusal()))
                choose(app.app_id, app.actions[0]!.action_id);
            }}
          >
            {nameOf(app.app_id)}
          </Button>
        ))}
      </div>
      {matching.length === 0 && <Text>{t('entrance.noApp')}</Text>}
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {chosenApp && !refusal && (
        <div className={styles.actions} role="group" aria-label={t('entrance.actions')}>
          {chosenApp.actions.map((action) => {
            const chosen = step.app_id === chosenApp.app_id && step.action_id === action.action_id;
            return (
              <Button
                key={action.action_id}
                className={styles.action}
                appearance={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                onClick={() => choose(chosenApp.app_id, action.action_id)}
              >
                <span>
                  {action.name}
                  <Text size={200} className={mergeClasses(styles.desc, chosen && styles.descOnBrand)}>
                    {action.description}
                  </Text>
                </span>
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}
