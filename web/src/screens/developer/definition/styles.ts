import { makeStyles, tokens } from '@fluentui/react-components';

/** The editor's shared layout: sections stacked, inputs in rows that wrap on a narrow screen. */
export const useEditorStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // top-aligned: a field with a hint or a message below must not push its neighbours' inputs down
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  grow: { flexGrow: 1, flexBasis: '200px', minWidth: 0 },
  // Fluent's Dropdown keeps a 250px minimum of its own: here it takes the field's width
  narrow: { width: '200px', '& .fui-Dropdown': { minWidth: 0, width: '100%' } },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});
