import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { SamplePreview } from '../../../editor/sample/SamplePreview';
import type { SamplePreviewType } from '../../../editor/sample/sampleShapes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * A step's input or output as the editor previews samples: 表格 / JSON / 键值 (spec §3 samplePreviewType), long ids
 * whole (the gateway sends them as strings, spec §5). The table first: most readers are not developers.
 */
export function StepData({ label, data, action }: { label: string; data: unknown; action?: ReactNode }) {
  const styles = useStyles();
  const [type, setType] = useState<SamplePreviewType>('table');
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text weight="semibold">{label}</Text>
        {action}
      </div>
      <SamplePreview data={data ?? null} type={type} onTypeChange={setType} label={label} />
    </div>
  );
}
