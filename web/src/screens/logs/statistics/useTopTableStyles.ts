import { makeStyles } from '@fluentui/react-components';

/** The top lists' tables size their columns by content (Fluent's fixed layout overlapped a time and its link). */
export const useTopTableStyles = makeStyles({
  table: { tableLayout: 'auto' },
});
