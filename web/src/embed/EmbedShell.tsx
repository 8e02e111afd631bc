import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isKeptAlivePath } from '../layout/keptAlive';
import { KeptAliveList } from '../layout/KeptAliveList';
import { NavBar } from '../layout/NavBar';
import type { RouteEntry } from '../routing/routeTable';
import type { EmbedBridge } from './bridge';
import { frameKindOf } from './embedScreens';
import type { Panel } from './messages';
import { EDITOR_HEIGHT, type HeightReport } from './resize';

const useStyles = makeStyles({
  // every screen but the editor flows at its natural height: the document scrolls (a fixed-height iframe), or the
  // partner sizes the iframe to it (resize); no inner 100vh scroller, so the frame's height is the content's
  root: { display: 'flex', flexDirection: 'column' },
  // the editor's canvas needs a height to fill: the iframe's viewport, never under EDITOR_HEIGHT (else the document scrolls)
  editorRoot: { height: '100vh', minHeight: `${EDITOR_HEIGHT}px` },
  header: {
    display: 'flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: { position: 'relative', backgroundColor: tokens.colorNeutralBackground2 },
  editorMain: { flexGrow: 1, minHeight: 0 },
  page: { padding: tokens.spacingHorizontalL },
  editorPage: { height: '100%', boxSizing: 'border-box' },
});

/**
 * The embedded frame: the partner's page is the product's chrome, so there is no brand and no user menu; the nav
 * (the offered screens only) shows unless the page configuration hides it, and the partner may show or hide it
 * later (`show-panel`, the dynamic-show mode). Its height is what `resize` tells the partner (docs/embedding.md §4).
 */
export function EmbedShell({
  bridge,
  heights,
  routes,
  hiddenNav,
}: {
  bridge: EmbedBridge;
  heights: HeightReport;
  routes: readonly RouteEntry[];
  hiddenNav: boolean;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const kind = frameKindOf(routes, pathname);
  const root = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  // a layout effect: the new screen's height is told before the partner paints the old one at the new kind
  useLayoutEffect(() => heights.follow(root.current!, kind, [main.current!]), [heights, kind]);
  const [panels, setPanels] = useState<Record<Panel, boolean>>({ nav: !hiddenNav, header: !hiddenNav });
  useEffect(
    () =>
      bridge.onHostMessage((message) => {
        if (message.type === 'show-panel') setPanels((shown) => ({ ...shown, [message.payload.panel]: message.payload.visible }));
      }),
    [bridge],
  );
  const offersList = routes.some((route) => route.screen === 'pipelineList');
  const onList = offersList && isKeptAlivePath(pathname);
  const navRoutes = routes.filter((route) => route.nav);
  return (
    <div ref={root} className={mergeClasses(styles.root, kind === 'editor' && styles.editorRoot)}>
      {panels.header && panels.nav && navRoutes.length > 1 && (
        <header className={styles.header}>
          <NavBar routes={navRoutes} />
        </header>
      )}
      <main ref={main} className={mergeClasses(styles.main, kind === 'editor' && styles.editorMain)}>
        {offersList && <KeptAliveList active={onList} />}
        {!onList && (
          <div className={mergeClasses(styles.page, kind === 'editor' && styles.editorPage)}>
            <Outlet />
          </div>
        )}
      </main>
    </div>
  );
}
