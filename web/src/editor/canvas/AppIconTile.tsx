import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { appIcon } from './appIcons';

const useStyles = makeStyles({
  tile: {
    flexShrink: 0,
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'grid',
    placeItems: 'center',
    color: '#fff',
    fontWeight: tokens.fontWeightSemibold,
  },
  dimmed: { filter: 'grayscale(1)' },
});

/**
 * A step's app as a coloured tile with its icon, as the editor's canvas and a run's graph draw it. With `label` the
 * tile is an image of that name; without, it is decoration beside a text that names the app.
 */
export function AppIconTile({ appId, iconKey, label, dimmed }: { appId: string; iconKey?: string | null; label?: string; dimmed?: boolean }) {
  const styles = useStyles();
  const { Icon, color } = appIcon(appId, iconKey);
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={mergeClasses(styles.tile, dimmed && styles.dimmed)} style={{ backgroundColor: color }} {...named}>
      <Icon fontSize={22} aria-hidden />
    </span>
  );
}
