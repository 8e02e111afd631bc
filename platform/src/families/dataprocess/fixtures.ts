/** A content of a webhook trigger followed by `actions` send-data steps (test fixture builder). */
export function aContent(actions = 1, over: { triggerApp?: string; actionApp?: string } = {}): string {
  const steps: Array<Record<string, unknown>> = [
    { uuid: 'trigger', action_type: '1', app_id: over.triggerApp ?? '1001', action_id: 'receive', params: {} },
  ];
  for (let i = 0; i < actions; i++) {
    steps.push({ uuid: `action-${i + 1}`, action_type: '2', app_id: over.actionApp ?? '1007', action_id: 'post', params: {} });
  }
  return JSON.stringify(steps);
}
