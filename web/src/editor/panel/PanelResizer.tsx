import { makeStyles, tokens } from '@fluentui/react-components';
import { PANEL_MIN_RIGHT_PX } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { clampPanelWidth } from './panelWidth';

const useStyles = makeStyles({
  handle: {
    width: '6px',
    flexShrink: 0,
    cursor: 'col-resize',
    backgroundColor: tokens.colorNeutralStroke2,
    ':hover': { backgroundColor: tokens.colorBrandStroke1 },
    ':focus-visible': { backgroundColor: tokens.colorBrandStroke1, outline: 'none' },
  },
});

interface PanelResizerProps {
  width: number;
  containerWidth(): number;
  onResize(width: number): void;
}

/** The drag handle between canvas and step panel (spec §2: a panel can be resized by dragging); arrow keys work too. */
export function PanelResizer({ width, containerWidth, onResize }: PanelResizerProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  return (
    <div
      className={styles.handle}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('panel.resize')}
      aria-valuenow={width}
      aria-valuemin={PANEL_MIN_RIGHT_PX}
      tabIndex={0}
      onPointerDown={(down) => {
        const startX = down.clientX;
        const startWidth = width;
        const target = down.currentTarget;
        target.setPointerCapture(down.pointerId);
        const move = (e: PointerEvent) => onResize(clampPanelWidth(startWidth + (startX - e.clientX), containerWidth()));
        const up = () => {
          target.removeEventListener('pointermove', move);
          target.removeEventListener('pointerup', up);
        };
        target.addEventListener('pointermove', move);
        target.addEventListener('pointerup', up);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        onResize(clampPanelWidth(width + (e.key === 'ArrowLeft' ? 24 : -24), containerWidth()));
      }}
    />
  );
}
