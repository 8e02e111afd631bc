import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { StepLocation } from '@huiliu/core';
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type Edge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorActions } from '../EditorActions';

export type InsertEdgeType = Edge<{ insertAt?: StepLocation; afterNumber?: number }, 'insert'>;

const useStyles = makeStyles({
  plus: {
    position: 'absolute',
    minWidth: '22px',
    width: '22px',
    height: '22px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    pointerEvents: 'all',
  },
});

/** A connection; where a step can go, it carries a '+' that inserts one exactly there. */
function InsertEdgeView(props: EdgeProps<InsertEdgeType>) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const [path, labelX, labelY] = getSmoothStepPath({ ...props, borderRadius: 8 });
  const at = props.data?.insertAt;
  const label = props.data?.afterNumber ? t('canvas.insertAfter', { number: props.data.afterNumber }) : t('canvas.insertHere');
  return (
    <>
      <BaseEdge id={props.id} path={path} style={{ stroke: 'var(--colorNeutralStroke1)', strokeWidth: 1.5 }} />
      {at && (
        <EdgeLabelRenderer>
          <Button
            className={`${styles.plus} nodrag nopan`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            size="small"
            aria-label={label}
            title={label}
            onClick={() => actions.run('step.insert', { at })}
          >
            +
          </Button>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const InsertEdge = memo(InsertEdgeView);
