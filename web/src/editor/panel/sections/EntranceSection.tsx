import { Badge, Button, Input, makeStyles, mergeClasses, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import {
  BUILTIN_APP_DEFINITIONS,
  chooseAction,
  customReturnProblemCodes,
  CUSTOM_RETURN_APP_ID,
  findBuiltinApp,
  isTriggerLocked,
  lookupAppId,
  updateStep,
  type AppStep,
} from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useEmbed } from '../../../embed/embedContext';
import { AppCatalogueQuery } from '../../../screens/apps/documents';
import { useAppSearch } from '../../../screens/apps/manage/useAppSearch';
import { useCatalogueText } from '../../../screens/apps/shared/appText';
import { useBuiltinText } from '../../builtinText';
import { useEditorStore } from '../../store/useEditorStore';
import { canSuggestSteps, SuggestedSteps } from '../suggest/SuggestedSteps';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  classHead: { marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  badge: { marginInlineStart: tokens.spacingHorizontalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  action: { justifyContent: 'flex-start', textAlign: 'left', height: 'auto', padding: tokens.spacingHorizontalS },
  desc: { color: tokens.colorNeutralForeground2, display: 'block' },
  // on the chosen (brand blue) action the grey description read ≈ 1.1:1 (issue 10 item 7)
  descOnBrand: { color: tokens.colorNeutralForegroundOnBrand },
});

/**
 * Entrance: choose the app and the action, with search: the built-in apps first, then the catalogue's by class
 * (Query.apps), searched by substring and through the search service (pinyin). A custom return is offered only where core allows
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
  const { t: tApps } = useTranslation('apps');
  const catalogueText = useCatalogueText();
  const [catalogue] = useQuery({ query: AppCatalogueQuery });
  const embed = useEmbed();
  // the search service finds by pinyin ('dingding', 'dd') what a substring cannot (spec §7 search service)
  const search = useAppSearch(query);

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
  const matching = apps.filter(
    (a) =>
      `${nameOf(a.app_id)} ${a.actions.map((x) => x.name).join(' ')}`.toLowerCase().includes(query.trim().toLowerCase()) ||
      search.appIds?.includes(a.app_id),
  );
  // catalogue apps after the built-ins, by class; a trigger step lists triggers, an action step actions
  const catalogueApps = (catalogue.data?.apps ?? [])
    .filter((a) => !findBuiltinApp(a.appId))
    // issue 14 embed: a page configuration's fixed app list narrows the third-party apps (the built-ins stay)
    .filter((a) => !embed || embed.appIds.length === 0 || embed.appIds.includes(a.appId))
    .map((a) => ({ ...a, actions: a.actions.filter((x) => (x.kind === 'action') !== isTrigger) }))
    .filter((a) => a.actions.length > 0);
  const needle = query.trim().toLowerCase();
  const catalogueMatching = catalogueApps.filter(
    (a) =>
      !needle ||
      search.appIds?.includes(a.appId) ||
      [a.appName, a.appNameEn, ...a.actions.flatMap((x) => [x.name, x.nameEn ?? ''])].some((w) => w.toLowerCase().includes(needle)),
  );
  const classes = [...new Set(catalogueMatching.map((a) => a.classType))];
  const chosenApp = apps.find((a) => a.app_id === lookupAppId(appId));
  const chosenCatalogueApp = chosenApp ? undefined : catalogueApps.find((a) => a.appId === lookupAppId(appId));
  const catalogueNames = {
    ...builtin.defaultNames,
    actionName: (app: string, action: string) =>
      builtin.actionName(app, action) ??
      (() => {
        const found = catalogueApps.find((a) => a.appId === lookupAppId(app))?.actions.find((x) => x.actionId === action);
        return found && catalogueText.text(found.name, found.nameEn);
      })(),
  };
  const choose = (app: string, action: string) =>
    !(step.app_id === app && step.action_id === action) &&
    edit.apply((c) => {
      const next = chooseAction(c, step.uuid, app, action, () => crypto.randomUUID(), catalogueNames);
      // another action of the same app keeps the account chosen for it
      return step.account_id && step.app_id === app ? updateStep(next, step.uuid, { account_id: step.account_id }) : next;
    });
  const refusal = chosenApp?.app_id === CUSTOM_RETURN_APP_ID ? customReturnRefusal() : undefined;

  return (
    <div className={styles.root}>
      {canSuggestSteps(step) && !query && <SuggestedSteps step={step} choose={choose} />}
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
      {classes.map((classType) => (
        <div key={classType}>
          <Text as="h3" size={200} weight="semibold" className={styles.classHead}>
            {tApps(`classes.${classType}`, { defaultValue: classType })}
          </Text>
          <div className={styles.grid} role="group" aria-label={tApps(`classes.${classType}`, { defaultValue: classType })}>
            {catalogueMatching
              .filter((a) => a.classType === classType)
              .map((app) => (
                <Button
                  key={app.appId}
                  appearance={chosenCatalogueApp?.appId === app.appId ? 'primary' : 'secondary'}
                  aria-pressed={chosenCatalogueApp?.appId === app.appId}
                  onClick={() => {
                    setAppId(app.appId);
                    if (app.actions.length === 1) choose(app.appId, app.actions[0]!.actionId);
                  }}
                >
                  {catalogueText.appName(app)}
                  {/* issue 14 open-web: an app of the open platform says so, nothing else differs */}
                  {app.definitionId && (
                    <Badge appearance="tint" size="small" className={styles.badge}>
                      {tApps('card.openPlatform')}
                    </Badge>
                  )}
                </Button>
              ))}
          </div>
        </div>
      ))}
      {matching.length === 0 && catalogueMatching.length === 0 && !search.fetching && <Text>{t('entrance.noApp')}</Text>}
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
      {chosenCatalogueApp && (
        <div className={styles.actions} role="group" aria-label={t('entrance.actions')}>
          {chosenCatalogueApp.actions.map((action) => {
            const chosen = lookupAppId(step.app_id) === chosenCatalogueApp.appId && step.action_id === action.actionId;
            return (
              <Button
                key={action.actionId}
                className={styles.action}
                appearance={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                onClick={() => choose(chosenCatalogueApp.appId, action.actionId)}
              >
                <span>
                  {catalogueText.text(action.name, action.nameEn)}
                  <Text size={200} className={mergeClasses(styles.desc, chosen && styles.descOnBrand)}>
                    {catalogueText.text(action.description, action.descriptionEn)}
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
