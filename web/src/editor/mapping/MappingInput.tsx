import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import { insertAtCaret, readTemplateFrom, renderTemplateInto } from './templateDom';
import { VariablePicker } from './VariablePicker';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, width: '100%' },
  box: {
    flexGrow: 1,
    minWidth: 0,
    minHeight: '32px',
    boxSizing: 'border-box',
    padding: `5px ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    lineHeight: '20px',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    outline: 'none',
    // the placeholder shows while the field is empty, as an <input>'s would
    ':empty::before': { content: 'attr(aria-placeholder)', color: tokens.colorNeutralForeground3, pointerEvents: 'none' },
    ':focus': { borderBottomColor: tokens.colorCompoundBrandStroke, borderBottomWidth: tokens.strokeWidthThick },
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
  chip: {
    display: 'inline-block',
    margin: '0 2px',
    padding: '0 6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '18px',
    userSelect: 'all',
  },
});

interface MappingInputProps {
  value: string;
  onChange(value: string): void;
  /** Accessible name (the field's label). */
  label: string;
  /** The step being edited: the picker offers the steps before it. */
  stepUuid: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A text field where typed text and `{{N.path}}` chips mix (spec §2: map fields). The picker beside it
 * lists earlier steps' sample data and the environment variables; picking inserts a chip at the caret.
 */
export function MappingInput({ value, onChange, label, stepUuid, id, placeholder, disabled }: MappingInputProps) {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const caret = useRef<Range | null>(null);

  // re-render the chips only when the value changed from outside (undo, a pick), never while typing
  useLayoutEffect(() => {
    if (!box.current || shown.current === value) return;
    renderTemplateInto(box.current, value, styles.chip);
    shown.current = value;
  }, [value, styles.chip]);

  const emit = (next: string) => {
    shown.current = next;
    onChange(next);
  };

  return (
    <div className={styles.row}>
      <div
        ref={box}
        id={id}
        role="textbox"
        aria-label={label}
        aria-placeholder={placeholder}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className={mergeClasses(styles.box, disabled && styles.disabled)}
        onInput={(e) => emit(readTemplateFrom(e.currentTarget))}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onBlur={() => {
          const selection = window.getSelection();
          caret.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
        }}
        onPaste={(e) => {
          // plain text only: pasted markup would not survive the template round trip
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
      />
      {!disabled && (
        <VariablePicker
          stepUuid={stepUuid}
          fieldLabel={label}
          onPick={(template) => box.current && emit(insertAtCaret(box.current, template, styles.chip, caret.current))}
        />
      )}
    </div>
  );
}
