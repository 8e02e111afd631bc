const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version: string): [number, number, number] | undefined {
  const m = SEMVER.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** Semver order of two plain versions (the platform's versions are plain x.y.z); an odd one sorts first. */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a) ?? [-1, 0, 0];
  const pb = parts(b) ?? [-1, 0, 0];
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

/**
 * The number 新建草稿 suggests: the next minor after the highest version the app has, since the platform wants a
 * new version above every published one.
 */
export function nextVersion(versions: readonly string[]): string {
  const highest = [...versions]
    .filter((v) => parts(v))
    .sort(compareVersions)
    .pop();
  if (!highest) return '0.1.0';
  const [major, minor] = parts(highest)!;
  return `${major}.${minor + 1}.0`;
}

export function isVersion(text: string): boolean {
  return parts(text) !== undefined;
}
