import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export type LoopFrameNodeType = Node<{ uuid: string; width: number; height: number }, 'loopFrame'>;

const useStyles = makeStyles({
  frame: {
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorPaletteTealBorderActive}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: 'rgba(3, 131, 135, 0.04)',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    pointerEvents: 'none',
  },
  label: { color: tokens.colorPaletteTealForeground2 },
});

/** The frame around a loop and the steps it repeats. */
function LoopFrameView({ data }: NodeProps<LoopFrameNodeType>) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  return (
    <div className={styles.frame} style={{ width: data.width, height: data.height }}>
      <Text size={200} weight="semibold" className={styles.label}>
        {t('canvas.loop')}
      </Text>
    </div>
  );
}

export const LoopFrameNode = memo(LoopFrameView);
