import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { findStep } from '../store/selectors';
import { useEditorStore } from '../store/useEditorStore';
import { useEditorActions } from '../EditorActions';
import { conditionSummary } from './conditionSummary';

export type BranchNodeType = Node<{ switchUuid: string; segKey: string }, 'branch'>;

const useStyles = makeStyles({
  node: {
    boxSizing: 'border-box',
    width: '240px',
    height: '64px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorder2}`,
    cursor: 'pointer',
  },
  summary: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  handle: { opacity: 0, pointerEvents: 'none' },
});

/** A branch column's header: its title and a summary of its condition (or the fallback note). */
function BranchNodeView({ data }: NodeProps<BranchNodeType>) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const seg = useEditorStore((s) => findStep(s.content, data.switchUuid)?.segs?.find((x) => x.segKey === data.segKey));
  if (!seg) return null;
  const summary = conditionSummary(seg.conditions, (code) => t(`operators.${code}`));
  const text = seg.isFallback
    ? t('canvas.fallbackSummary')
    : summary
      ? `${t('canvas.conditionSummary', summary)}${summary.more > 0 ? ` ${t('canvas.moreConditions', { count: summary.more })}` : ''}`
      : t('canvas.noCondition');
  return (
    <div className={styles.node} role="group" aria-label={seg.title} onClick={() => actions.select(data.switchUuid)}>
      <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={false} />
      <Text weight="semibold">{seg.title || t('canvas.fallback')}</Text>
      <Text size={200} className={styles.summary} title={text}>
        {text}
      </Text>
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </div>
  );
}

export const BranchNode = memo(BranchNodeView);
