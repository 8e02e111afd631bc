import { aPipeline } from '@huiliu/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pipelines } from '../db/schema';
import { livePipeline, syncOrderPipeline } from '../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../test/harness';
import { PipelineDirectory } from './pipelines';

describe.each(drivers())('the pipeline directory (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  beforeAll(async () => {
    me = await f.signUp();
  });

  const aLivePipeline = () => livePipeline(f, me.token, aPipeline().build());
  /** Renames behind the directory's back, as a change nobody reported would: a cached entry keeps the old title. */
  const rename = (...processIds: string[]) => f.db.update(pipelines).set({ title: '改名后' }).where(inArray(pipelines.id, processIds));
  const titleOf = async (directory: PipelineDirectory, processId: string) => (await directory.get(processId))?.title;

  it('answers from memory until told that the pipeline changed', async () => {
    const { processId } = await aLivePipeline();
    const directory = new PipelineDirectory(f.db);
    expect(await titleOf(directory, processId)).toBe('测试流程');
    await rename(processId);
    expect(await titleOf(directory, processId)).toBe('测试流程');
    directory.invalidate(processId);
    expect(await titleOf(directory, processId)).toBe('改名后');
  });

  it('finds a pipeline by its webhook key, and nothing for a key nobody was given', async () => {
    const { processId, key } = await aLivePipeline();
    const directory = new PipelineDirectory(f.db);
    expect((await directory.byKey(key))?.processId).toBe(processId);
    expect(await directory.byKey('k'.repeat(32))).toBeNull();
    await f.db.update(pipelines).set({ deletedAt: new Date() }).where(eq(pipelines.id, processId));
    directory.invalidate(processId);
    expect(await directory.byKey(key)).toBeNull();
  });

  it('drops the pipeline used least recently once it holds as many as its bound', async () => {
    const a = (await aLivePipeline()).processId;
    const b = (await aLivePipeline()).processId;
    const c = (await aLivePipeline()).processId;
    const directory = new PipelineDirectory(f.db, 2);
    for (const id of [a, b, a, c]) await directory.get(id);
    await rename(a, b, c);
    // a and c are still held; b, loaded before a was used again, was dropped and is read afresh
    expect(await titleOf(directory, a)).toBe('测试流程');
    expect(await titleOf(directory, c)).toBe('测试流程');
    expect(await titleOf(directory, b)).toBe('改名后');
  });

  it('decides once per content whether a webhook caller waits for the custom return (spec §5)', async () => {
    const directory = new PipelineDirectory(f.db);
    const plain = await aLivePipeline();
    const sync = await livePipeline(f, me.token, syncOrderPipeline());
    expect((await directory.get(plain.processId))!.syncReply).toBe(false);
    expect((await directory.get(sync.processId))!.syncReply).toBe(true);
    // a pipeline saved without steps is read, not a TypeError (a rename of it answered 500); it cannot be switched on
    const empty = await livePipeline(f, me.token, [], false);
    expect((await directory.get(empty.processId))!.syncReply).toBe(false);
  });

  it('parses the content once per change and hands every run the same frozen steps', async () => {
    const { processId } = await aLivePipeline();
    const directory = new PipelineDirectory(f.db);
    const first = (await directory.get(processId))!.steps!;
    expect((await directory.get(processId))!.steps).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0]!.params)).toBe(true);
    // a step that tried to change the shared content would change every later run: it throws instead
    expect(() => {
      (first[0]!.params as Record<string, unknown>).response_type = 'changed';
    }).toThrow(TypeError);
  });

  it('closes a listen window by itself', async () => {
    const directory = new PipelineDirectory(f.db);
    directory.listen('1', 40);
    directory.listen('2', 0);
    expect([directory.isListening('1'), directory.isListening('2')]).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(directory.isListening('1')).toBe(false);
  });
});
