import { Badge, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorActions } from '../EditorActions';
import { useCatalogueLookup } from '../../screens/apps/shared/useCatalogueLookup';
import { useValidationVersion } from '../store/catalogueValidation';
import { badgeOf, findStep, outcomesOf } from '../store/selectors';
import { useEditorStore } from '../store/useEditorStore';
import { AppIconTile } from './AppIconTile';
import { outcomeKey } from './outcomeKey';
import { StepMenu } from './StepMenu';
import { useStepText } from './useStepText';

export type StepNodeType = Node<{ uuid: string; number: number }, 'step'>;

const useStyles = makeStyles({
  node: {
    boxSizing: 'border-box',
    width: '320px',
    height: '92px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalS} 0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    cursor: 'pointer',
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow8 },
  disabled: { opacity: 0.55, border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}` },
  body: { minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: '2px' },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  titleLine: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // a title takes two lines before it is cut (issue 10, item 4); the tooltip then has all of it
  title: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  number: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  handle: { opacity: 0, pointerEvents: 'none' },
});

/** A step on the canvas: app icon, step number, title, app name and note, validation badge, step menu. */
function StepNodeView({ data }: NodeProps<StepNodeType>) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const step = useEditorStore((s) => findStep(s.content, data.uuid));
  const selected = useEditorStore((s) => s.selected === data.uuid);
  const text = useStepText();
  const catalogue = useCatalogueLookup();
  // the badge follows the catalogue's validation context (which apps need an account)
  useValidationVersion();
  if (!step) return null;
  const { title, appName, note } = text(step);
  const outcomes = outcomesOf(step);
  const badge = badgeOf(step);
  const problems = outcomes.map((o) => t(outcomeKey(o))).join('；');
  return (
    <div
      className={mergeClasses(styles.node, selected && styles.selected, step.disabled === true && styles.disabled)}
      role="group"
      aria-label={t('canvas.stepLabel', { number: data.number, title })}
      aria-current={selected ? 'step' : undefined}
      data-step-uuid={step.uuid}
      onClick={() => actions.select(step.uuid)}
    >
      <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={false} />
      <AppIconTile appId={step.app_id} iconKey={catalogue(step.app_id)?.icon} label={appName} />
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <Text weight="semibold" className={styles.number}>
            {data.number}.
          </Text>
          <Tooltip content={title} relationship="description" positioning="above-start">
            <Text weight="semibold" className={styles.title}>
              {title}
            </Text>
          </Tooltip>
        </div>
        <div className={styles.line}>
          <Text size={200} className={mergeClasses(styles.sub, styles.ellipsis)}>
            {step.action_type === '1' ? `${t('canvas.trigger')} · ` : ''}
            {[appName, note].filter(Boolean).join(' · ')}
          </Text>
          {step.disabled === true && (
            <Badge size="small" appearance="outline" color="subtle">
              {t('canvas.disabledTag')}
            </Badge>
          )}
        </div>
      </div>
      {badge && (
        <Tooltip content={problems} relationship="description">
          <Badge
            size="small"
            color={badge.severity === 'error' ? 'danger' : 'warning'}
            aria-label={badge.severity === 'error' ? t('canvas.errors', { count: badge.count }) : t('canvas.warnings', { count: badge.count })}
          >
            {badge.count}
          </Badge>
        </Tooltip>
      )}
      <StepMenu uuid={step.uuid} number={data.number} />
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </div>
  );
}

export const StepNode = memo(StepNodeView);
