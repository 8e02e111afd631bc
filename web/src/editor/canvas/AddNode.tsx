import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { StepLocation } from '@huiliu/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorActions } from '../EditorActions';
import { findStep } from '../store/selectors';
import { useEditorStore } from '../store/useEditorStore';

export type AddNodeType = Node<{ at: StepLocation }, 'add'>;

const useStyles = makeStyles({
  button: { minWidth: '28px', width: '28px', height: '28px', borderRadius: tokens.borderRadiusCircular, padding: 0 },
  handle: { opacity: 0, pointerEvents: 'none' },
});

/** The '+' at the end of the pipeline and of every branch. */
function AddNodeView({ data }: NodeProps<AddNodeType>) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const branch = useEditorStore((s) =>
    data.at.switchUuid ? findStep(s.content, data.at.switchUuid)?.segs?.find((x) => x.segKey === data.at.segKey)?.title : undefined,
  );
  const label = data.at.switchUuid ? t('canvas.addInBranch', { branch: branch ?? '' }) : t('canvas.addAtEnd');
  return (
    <>
      <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={false} />
      <Button
        className={styles.button}
        appearance="primary"
        aria-label={label}
        title={label}
        onClick={(e) => {
          e.stopPropagation();
          actions.run('step.insert', { at: data.at });
        }}
      >
        +
      </Button>
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </>
  );
}

export const AddNode = memo(AddNodeView);
