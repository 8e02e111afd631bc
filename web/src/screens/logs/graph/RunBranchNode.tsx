import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** taken: the run went this way; passedBy: its switch ran and chose another; notReached: its switch never ran. */
export type BranchRunState = 'taken' | 'passedBy' | 'notReached';

export type RunBranchNodeType = Node<{ name: string; state: BranchRunState }, 'runBranch'>;

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
  },
  taken: {
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteMarigoldBorder2}`,
  },
  other: {
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
  },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  handle: { opacity: 0, pointerEvents: 'none' },
});

/** A branch header of the run's pipeline: marked when the run took it, dashed when it went another way. */
function RunBranchNodeView({ data }: NodeProps<RunBranchNodeType>) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.node, data.state === 'taken' ? styles.taken : styles.other)}>
      <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={false} />
      <Text weight="semibold" className={styles.title}>
        {t('detail.branch', { branch: data.name })}
      </Text>
      <Text size={200}>{t(`graph.${data.state}`)}</Text>
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </div>
  );
}

export const RunBranchNode = memo(RunBranchNodeView);
