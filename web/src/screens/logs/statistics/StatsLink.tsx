import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/** A link into the run log, styled as the run list's links. */
export function StatsLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const styles = useStyles();
  return (
    <RouterLink to={to} className={mergeClasses(styles.link, className)}>
      {children}
    </RouterLink>
  );
}
