import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FeedbackModule from './feedback.ts';

type Module = typeof FeedbackModule;
let mod: Module;

beforeEach(async () => {
  vi.resetModules();
  mod = await import('./feedback.ts');
});

function fakeInstances() {
  const calls: string[] = [];
  const record =
    (part: string, method: string) =>
    (...args: unknown[]) =>
      calls.push(`${part}.${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
  const part = (name: string, methods: string[]) => Object.fromEntries(methods.map((m) => [m, record(name, m)]));
  const instances = {
    message: part('message', ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy']),
    notification: part('notification', ['open', 'success', 'error', 'info', 'warning', 'destroy']),
    modal: part('modal', ['info', 'success', 'error', 'warning', 'confirm']),
  } as unknown as Parameters<Module['registerFeedback']>[0];
  return { calls, instances };
}

describe('feedback', () => {
  it('asks for the holder on first use and shows what was asked meanwhile once it is there, in order', () => {
    const wanted = vi.fn();
    mod.onFeedbackWanted(wanted);
    mod.feedback.message.success('Saved');
    mod.feedback.modal.warning({ title: 'Logged in elsewhere' });
    mod.feedback.notification.destroy('too-many-missed');
    expect(wanted).toHaveBeenCalledOnce();
    expect(mod.isFeedbackReady()).toBe(false);

    const { calls, instances } = fakeInstances();
    mod.registerFeedback(instances);
    expect(calls).toEqual([
      'message.success("Saved")',
      'modal.warning({"title":"Logged in elsewhere"})',
      'notification.destroy("too-many-missed")',
    ]);
    mod.feedback.message.error('Failed', 3);
    expect(calls.at(-1)).toBe('message.error("Failed", 3)');
  });

  it('tells a listener that comes after the first ask at once', () => {
    mod.feedback.message.info('x');
    const late = vi.fn();
    mod.onFeedbackWanted(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('queues again after the holder unmounted, until the next one is there', () => {
    const first = fakeInstances();
    const unregister = mod.registerFeedback(first.instances);
    unregister();
    mod.feedback.message.warning('later');
    expect(first.calls).toEqual([]);
    const second = fakeInstances();
    mod.registerFeedback(second.instances);
    expect(second.calls).toEqual(['message.warning("later")']);
  });
});
