import { makeStyles, tokens } from '@fluentui/react-components';
import { PANEL_MIN_RIGHT_PX } from '@huiliu/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPanelWidth } from './panelWidth';

const useStyles = makeStyles({
  handle: {
    position: 'relative',
    width: '8px',
    flexShrink: 0,
    cursor: 'col-resize',
    touchAction: 'none',
    userSelect: 'none',
    backgroundColor: tokens.colorNeutralStroke1,
    // a wider grip than the line a person sees: 6 px more on each side
    '::before': { content: '""', position: 'absolute', top: 0, bottom: 0, left: '-6px', right: '-6px' },
    ':hover': { backgroundColor: tokens.colorBrandStroke1 },
    ':focus-visible': { backgroundColor: tokens.colorBrandStroke1, outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  dragging: { backgroundColor: tokens.colorBrandStroke1 },
});

interface PanelResizerProps {
  width: number;
  containerWidth(): number;
  onResize(width: number): void;
}

const KEY_STEP_PX = 24;

/**
 * The drag handle between canvas and step panel (spec §2: "A panel can be resized by dragging"; spec §9:
 * left ≥ 32 px, right ≥ 400 px). The drag follows the pointer on the window, so it goes on when the pointer
 * leaves the 8 px handle (it did not: the listeners sat on the handle and relied on pointer capture);
 * arrow keys move it by 24 px, Home and End to the narrowest and widest.
 */
export function PanelResizer({ width, containerWidth, onResize }: PanelResizerProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const max = clampPanelWidth(Number.MAX_SAFE_INTEGER, containerWidth());
  return (
    <div
      className={styles.handle}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('panel.resize')}
      aria-valuenow={width}
      aria-valuemin={PANEL_MIN_RIGHT_PX}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={(down) => {
        if (down.button !== 0) return;
        down.preventDefault(); // no text selection while dragging
        down.currentTarget.focus();
        stop.current?.();
        const startX = down.clientX;
        const startWidth = width;
        const move = (e: PointerEvent) => onResize(clampPanelWidth(startWidth + (startX - e.clientX), containerWidth()));
        const end = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', end);
          window.removeEventListener('pointercancel', end);
          document.body.style.removeProperty('cursor');
          stop.current = undefined;
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', end);
        window.addEventListener('pointercancel', end);
        document.body.style.cursor = 'col-resize';
        stop.current = end;
      }}
      onKeyDown={(e) => {
        const next =
          e.key === 'ArrowLeft'
            ? width + KEY_STEP_PX
            : e.key === 'ArrowRight'
              ? width - KEY_STEP_PX
              : e.key === 'Home'
                ? PANEL_MIN_RIGHT_PX
                : e.key === 'End'
                  ? max
                  : undefined;
        if (next === undefined) return;
        e.preventDefault();
        onResize(clampPanelWidth(next, containerWidth()));
      }}
    />
  );
}
