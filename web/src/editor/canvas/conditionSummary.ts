import { operatorInfo, parseTemplate, toFilterGroups } from '@huiliu/core';

/** How a field reads in summaries: a `{{N.path}}` reference as `N.path`, other text as written. */
function fieldLabel(field: string): string {
  return parseTemplate(field)
    .map((p) =>
      p.kind === 'text' ? p.text : p.ref.source === 'step' ? `${p.ref.step}.${p.ref.path.join('.')}` : `${p.ref.source}.${p.ref.path.join('.')}`,
    )
    .join('');
}

/**
 * The first condition of a branch and how many more there are, for the branch header. The operator's name
 * comes from the caller's language (issue 10 item 9: core's zh-CN labels showed 等于/包含 in English).
 */
export function conditionSummary(
  conditions: unknown,
  operatorName: (code: number) => string,
): { field: string; operator: string; value: string; more: number } | undefined {
  const rows = toFilterGroups(conditions).flat();
  const first = rows[0];
  if (!first || !first.field) return undefined;
  const info = operatorInfo(first.operator);
  return {
    field: fieldLabel(first.field),
    operator: info ? operatorName(info.code) : String(first.operator),
    value: info?.needsValue === false ? '' : String(first.value ?? ''),
    more: rows.length - 1,
  };
}
