import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppMark } from '../../apps/shared/AppMark';
import { useStepLine, type TemplateStep } from './useStepLine';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingLeft: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  number: { minWidth: '24px', color: tokens.colorNeutralForeground3, textAlign: 'right' },
  words: { display: 'flex', flexDirection: 'column' },
  title: { color: tokens.colorNeutralForeground3 },
});

/** A template's steps in numbering order (1 = the trigger), as a list people read before they commit to it. */
export function StepPreviewList({ steps, shared }: { steps: readonly TemplateStep[]; shared: boolean }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const line = useStepLine(shared);
  return (
    <ol className={styles.list} aria-label={t('preview.steps')}>
      {steps.map((step, index) => {
        const { appName, actionName, title } = line(step);
        return (
          <li key={step.uuid} className={styles.item}>
            <Text className={styles.number} aria-hidden>
              {index + 1}
            </Text>
            <AppMark app={{ appId: step.appId, icon: step.app?.icon }} />
            <span className={styles.words}>
              <Text weight="semibold">{actionName ? t('preview.appAction', { app: appName, action: actionName }) : appName}</Text>
              {title && <Text className={styles.title}>{title}</Text>}
            </span>
            {step.actionType === 'TRIGGER' && (
              <Badge appearance="tint" color="brand">
                {t('preview.trigger')}
              </Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}
