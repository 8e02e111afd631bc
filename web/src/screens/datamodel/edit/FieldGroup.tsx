import { Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A labelled group of several controls (the feature checkboxes, the pre-filter rows). Fluent's Field would give its
 * one label to every control inside it, so each checkbox and select would be read by the group's name.
 */
export function FieldGroup({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <Label id={`${id}-label`} required={required}>
        {label}
      </Label>
      {children}
      {hint && (
        <Text id={`${id}-hint`} size={200} className={styles.hint}>
          {hint}
        </Text>
      )}
      {error && (
        <Text size={200} className={styles.error} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
