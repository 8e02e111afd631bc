import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file's `@vitest-environment` docblock, else its project's environment. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 600);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest's own order (project by project, longest first), with each project's files of one environment together. Test
 * files share their worker (`isolate: false` in the projects) only while the next file has the same project and
 * environment: the web's component tests (happy-dom) and pure tests (node) interleaved started a new worker, and
 * imported React and Fluent again, nearly every file.
 */
class SameEnvironmentTogether extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(specs);
    const keyOf = (spec: TestSpecification) => `${spec.project.name}\0${environmentOf(spec)}`;
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const key = keyOf(spec);
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}

// One `vitest run` at the root runs every package's tests (each package owns its config).
export default defineConfig({
  test: {
    projects: ['core', 'contract', 'platform', 'gateway', 'web', 'tests'],
    // Vitest's default on a 2-core machine is one worker (cores − 1), which leaves the second core to the
    // waits of a single file; two keep both busy.
    maxWorkers: 2,
    sequence: { sequencer: SameEnvironmentTogether },
  },
});
