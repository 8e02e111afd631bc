import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconTile } from '../../../editor/canvas/AppIconTile';
import { useStepTitle } from '../shared/useStepTitle';
import type { StepRunState } from './runGraph';

export type RunStepNodeType = Node<
  { number: number; appId: string; title: string; state: StepRunState; executions: number; selected: boolean; onOpen?: () => void },
  'runStep'
>;

const useStyles = makeStyles({
  node: {
    boxSizing: 'border-box',
    width: '320px',
    height: '92px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    textAlign: 'start',
    fontFamily: 'inherit',
  },
  button: { cursor: 'pointer', ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
  success: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGreenBorder2}`, backgroundColor: tokens.colorPaletteGreenBackground1 },
  failed: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  filtered: { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStrokeAccessible}` },
  skipped: { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
  // not on the run's path: dashed and grey, not faded (faded text would fail contrast)
  notRun: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    boxShadow: 'none',
  },
  selected: { outline: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px', boxShadow: tokens.shadow16 },
  body: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  state: { fontSize: tokens.fontSizeBase200 },
  handle: { opacity: 0, pointerEvents: 'none' },
});

/**
 * A step of the run's pipeline: coloured by what the run did there, dashed when the run never got there. A step
 * that ran is a button that opens it in the step panel; the others are only drawn.
 */
function RunStepNodeView({ data }: NodeProps<RunStepNodeType>) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const stepTitle = useStepTitle();
  const title = `${data.number}. ${stepTitle(data.appId, data.title)}`;
  const state = data.state === 'notRun' ? t('graph.notRun') : t(`stepStatus.${data.state}`);
  const content = (
    <>
      <AppIconTile appId={data.appId} dimmed={data.state === 'notRun'} />
      <span className={styles.body}>
        <Text weight="semibold" className={styles.title}>
          {title}
        </Text>
        <Text className={styles.state}>{data.executions > 1 ? t('graph.ranTimes', { state, count: data.executions }) : state}</Text>
      </span>
    </>
  );
  const classes = mergeClasses(styles.node, styles[data.state], data.selected && styles.selected);
  return (
    <>
      <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={false} />
      {data.onOpen ? (
        // nopan: a press on a step opens it; it does not start panning the chart (React Flow's no-pan class)
        <button type="button" className={mergeClasses('nopan', classes, styles.button)} aria-pressed={data.selected} onClick={data.onOpen}>
          {content}
        </button>
      ) : (
        <div className={classes}>{content}</div>
      )}
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </>
  );
}

export const RunStepNode = memo(RunStepNodeView);
