import type { AppVersion, DeveloperApp } from './types';

/** The draft the 定义 tab edits: the one picked while it is still a draft, else the newest draft (versions come newest first). */
export function editedDraft(app: DeveloperApp, picked: string | undefined): AppVersion | undefined {
  const drafts = app.versions.filter((v) => v.status === 'DRAFT');
  return drafts.find((v) => v.version === picked) ?? drafts[0];
}
