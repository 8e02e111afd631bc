import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { AppMark } from '../../apps/shared/AppMark';
import { useTemplateText } from '../shared/useTemplateText';

const useStyles = makeStyles({
  group: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalS },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface PickableApp {
  appId: string;
  appName: string;
  appNameEn: string;
  icon: string;
}

/** One of the catalogue's apps as a labelled radio group, each app with its mark and its name in the reader's language. */
export function AppPicker({
  label,
  apps,
  value,
  onChange,
}: {
  label: string;
  apps: readonly PickableApp[];
  value: string;
  onChange(appId: string): void;
}) {
  const styles = useStyles();
  const text = useTemplateText();
  return (
    <Field label={label} required>
      <RadioGroup className={styles.group} value={value} onChange={(_, d) => onChange(d.value)}>
        {apps.map((app) => (
          <Radio
            key={app.appId}
            value={app.appId}
            label={
              <span className={styles.label}>
                <AppMark app={app} />
                {text.appName(app)}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
