import { describe, expect, it } from 'vitest';
import { Gate } from './gate';

/** A task that runs until its test says it may finish. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = {
    started: false,
    finish: () => finish(),
    run: async () => {
      task.started = true;
      await done;
    },
  };
  return task;
}

const busy = () => new Error('busy');

describe('Gate', () => {
  it('runs at most `concurrency` tasks at once and starts a waiting one when a slot frees', async () => {
    const gate = new Gate(2, 5, busy);
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const runs = [a, b, c].map((t) => gate.run(t.run));
    await Promise.resolve();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    b.finish();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(c.started).toBe(true);
    a.finish();
    c.finish();
    await Promise.all(runs);
  });

  it('refuses a task at once when every slot is taken and the queue is full', async () => {
    const gate = new Gate(1, 1, busy);
    const [a, b] = [heldTask(), heldTask()];
    const runs = [gate.run(a.run), gate.run(b.run)];
    await expect(gate.run(async () => 'never')).rejects.toThrow('busy');
    a.finish();
    b.finish();
    await Promise.all(runs);
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('frees the slot of a task that fails', async () => {
    const gate = new Gate(1, 0, busy);
    await expect(gate.run(async () => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('cancels the tasks still waiting without touching the running one', async () => {
    const gate = new Gate(1, 2, busy);
    const running = heldTask();
    const first = gate.run(running.run);
    const waiting = gate.run(async () => 'never');
    gate.cancelWaiting(new Error('closing'));
    await expect(waiting).rejects.toThrow('closing');
    running.finish();
    await expect(first).resolves.toBeUndefined();
  });
});
