import { makeStyles } from '@fluentui/react-components';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './chartOption';
import { CHART_HEIGHT } from './chartSize';

// only what the statistics draw (TOOLCHAIN: all of echarts would weigh on the chunk); SVG rather than canvas:
// crisp at any zoom, and it draws where no canvas exists (component tests in happy-dom)
registerCharts([BarChart, LineChart, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Where the element has no width yet (not laid out, or a DOM without layout), rather than ECharts' warning. */
const FALLBACK_WIDTH = 640;

const useStyles = makeStyles({
  // minWidth 0: in a grid cell the drawn chart's width would otherwise keep the cell from shrinking with the window
  root: { width: '100%', minWidth: 0, height: `${CHART_HEIGHT}px`, overflow: 'hidden' },
});

/**
 * One ECharts chart in this lazily loaded chunk, following its element's width (the window's resizes included).
 * The drawing is one image named `label`; its figures are in the chart's 数据表 for screen readers.
 */
export default function EChart({ option, label, language }: { option: ChartOption; label: string; language: string }) {
  const styles = useStyles();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = element.current!;
    const width = () => el.clientWidth || FALLBACK_WIDTH;
    const instance = init(el, null, { renderer: 'svg', width: width(), height: CHART_HEIGHT, locale: language === 'en' ? 'EN' : 'ZH' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize({ width: width(), height: CHART_HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [language]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, language]);

  return <div ref={element} role="img" aria-label={label} className={styles.root} />;
}
