import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue } from './admission-queue.ts';
import { databaseUnavailableMessage, ServiceUnavailableError } from './errors.ts';

/** A task that runs until the test settles it. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AdmissionQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const queue = new AdmissionQueue({ concurrency: 2, maxQueued: 10, maxWaitMs: 10_000 });
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const runs = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });

    tasks[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    for (const task of tasks) task.resolve();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when the queue is full', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 2, maxWaitMs: 10_000 });
    const blocker = deferred();
    const runs = [1, 2, 3].map(() => queue.run(() => blocker.promise));
    await expect(queue.run(() => Promise.resolve())).rejects.toThrow(databaseUnavailableMessage);
    blocker.resolve();
    await Promise.all(runs);
  });

  it('refuses a task that waited longer than `maxWaitMs`, and keeps serving the others', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 8_000 });
    const blocker = deferred();
    const first = queue.run(() => blocker.promise);
    const waiting = queue.run(() => Promise.resolve('never'));
    const refused = expect(waiting).rejects.toBeInstanceOf(ServiceUnavailableError);
    await vi.advanceTimersByTimeAsync(8_000);
    await refused;
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    blocker.resolve();
    await first;
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses every waiting task at once when a task finds the database unavailable', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const frozen = deferred();
    const running = queue.run(() => frozen.promise);
    const waiting = [1, 2, 3].map(() => queue.run(() => Promise.resolve()));
    const settled = Promise.allSettled(waiting);

    frozen.reject(new Error('Query read timeout'));
    await expect(running).rejects.toThrow('Query read timeout');
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps the waiting tasks when a task fails for another reason', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const failing = deferred();
    const running = queue.run(() => failing.promise);
    const waiting = queue.run(() => Promise.resolve('served'));
    failing.reject(new Error('a bug'));
    await expect(running).rejects.toThrow('a bug');
    await expect(waiting).resolves.toBe('served');
  });
});
