import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { findBuiltinApp, JINSHUJU_ACTIONS, JINSHUJU_APP_ID, lookupAppId, stepNumbers } from '@huiliu/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeKey } from '../canvas/outcomeKey';
import { useBuiltinText } from '../builtinText';
import { useStepText } from '../canvas/useStepText';
import { useEditorActions } from '../EditorActions';
import { pick } from '../../screens/apps/shared/appText';
import { useCatalogueLookup } from '../../screens/apps/shared/useCatalogueLookup';
import { useValidationVersion } from '../store/catalogueValidation';
import { findStep, outcomesOf } from '../store/selectors';
import { useEditorStore } from '../store/useEditorStore';
import { AccountSection } from './sections/AccountSection';
import { AdditionSection } from './sections/AdditionSection';
import { EntranceSection } from './sections/EntranceSection';
import { ErrorSection } from './sections/ErrorSection';
import { FindDataSection } from './sections/FindDataSection';
import { JinshujuSample } from './jinshuju/JinshujuSample';
import { MatchDataSection } from './sections/MatchDataSection';
import { SendDataSection } from './sections/SendDataSection';
import { useStepEdit } from './useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
  panel: { paddingBottom: tokens.spacingVerticalM },
});

/** The spec §2 sequence of the step panel. */
const SECTIONS = ['entrance', 'account', 'addition', 'match', 'findData', 'sendData', 'errors'] as const;

/** The right-hand step panel: the step's problems, then its sections in the spec's order. */
export function StepPanel({ uuid, processId }: { uuid: string; processId: string | undefined }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const step = useEditorStore((s) => findStep(s.content, uuid));
  const number = useEditorStore((s) => stepNumbers(s.content).get(uuid));
  const edit = useStepEdit(uuid);
  const text = useStepText();
  const builtin = useBuiltinText();
  const catalogue = useCatalogueLookup();
  const { i18n } = useTranslation();
  useValidationVersion();
  if (!step) return null;
  // a missing field by its label in the reader's language, not its key
  const catalogueField = (key: string) =>
    catalogue(step.app_id)
      ?.actions.find((a) => a.actionId === step.action_id)
      ?.fields.find((f) => f.key === key);
  const fieldLabel = (key: string) => {
    const listed = catalogueField(key);
    return (
      builtin.action(step.app_id, step.action_id)?.fields.find((f) => f.key === key)?.label ??
      (listed ? pick(i18n.language === 'en', listed.label, listed.labelEn) : key)
    );
  };
  const isTrigger = step.action_type === '1';
  const outcomes = outcomesOf(step);
  const body: Record<(typeof SECTIONS)[number], ReactNode> = {
    entrance: <EntranceSection step={step} edit={edit} />,
    account: <AccountSection step={step} edit={edit} />,
    addition: <AdditionSection step={step} edit={edit} processId={processId} />,
    match: <MatchDataSection step={step} edit={edit} />,
    findData: !isTrigger ? (
      <Text>{t('findData.triggerOnly')}</Text>
    ) : lookupAppId(step.app_id) === JINSHUJU_APP_ID && step.action_id === JINSHUJU_ACTIONS.NEW_ENTRY ? (
      // issue 17 jinshuju: 「新表单数据」's sample is the form's newest entry, labelled by its fields
      <JinshujuSample step={step} edit={edit} />
    ) : (
      <FindDataSection step={step} edit={edit} processId={processId} />
    ),
    sendData: isTrigger ? <Text>{t('sendData.actionsOnly')}</Text> : <SendDataSection step={step} edit={edit} processId={processId} />,
    errors: isTrigger ? <Text>{t('errors.actionsOnly')}</Text> : <ErrorSection step={step} edit={edit} />,
  };
  // a catalogue app's step opens its account too: without one it cannot run (spec §4 未选择账户)
  const needsAccountSection = !!step.action_id && !findBuiltinApp(step.app_id);
  const open = step.action_id
    ? [...(needsAccountSection ? ['account'] : []), 'addition', 'match', isTrigger ? 'findData' : 'sendData']
    : ['entrance'];
  return (
    <aside className={styles.root} aria-label={t('panel.label', { number, title: text(step).title })}>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold" className={styles.grow}>
          {number}. {text(step).title}
        </Text>
        <Button appearance="subtle" aria-label={t('commands.closePanel')} onClick={() => actions.select(undefined)}>
          ×
        </Button>
      </div>
      {outcomes.map((o, i) => (
        <MessageBar key={i} intent={o.severity === 'error' ? 'error' : 'warning'}>
          <MessageBarBody>
            {t(outcomeKey(o))}
            {o.fields ? t('outcomes.fieldList', { fields: o.fields.map(fieldLabel).join(t('outcomes.fieldSeparator')) }) : ''}
          </MessageBarBody>
        </MessageBar>
      ))}
      {/* choosing the action re-opens the sections that matter next */}
      <Accordion key={step.action_id ? 'chosen' : 'blank'} multiple collapsible defaultOpenItems={open}>
        {SECTIONS.map((section) => (
          <AccordionItem key={section} value={section}>
            <AccordionHeader>{t(`panel.sections.${section}`)}</AccordionHeader>
            <AccordionPanel className={styles.panel}>{body[section]}</AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </aside>
  );
}
