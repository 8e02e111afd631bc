import axe from 'axe-core';

/**
 * The serious and critical axe-core violations of what is rendered now, as readable lines (empty when clean).
 * happy-dom lays nothing out, so colour contrast is left to the Playwright pass (tests/e2e/a11y.spec.ts); Fluent's
 * focus-trap sentinels are left out as there (a known false positive of tabster's design).
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(
    { include: [root], exclude: [['[data-tabster-dummy]']] },
    { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] },
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
