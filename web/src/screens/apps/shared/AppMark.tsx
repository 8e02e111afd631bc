import { makeStyles, tokens } from '@fluentui/react-components';
import { catalogueIcon } from '../../../editor/canvas/appIcons';

const useStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '20px',
  },
});

/** An app's icon on its colour; decorative (the name is always written beside it). */
export function AppMark({ app }: { app: { appId: string; icon?: string | null } }) {
  const styles = useStyles();
  // issue 14: an open-platform app may bring its own small picture (a data: URL the platform checked)
  if (app.icon?.startsWith('data:image/')) return <img className={styles.mark} src={app.icon} alt="" />;
  const { Icon, color } = catalogueIcon(app);
  return (
    <span className={styles.mark} style={{ backgroundColor: color }} aria-hidden>
      <Icon />
    </span>
  );
}
