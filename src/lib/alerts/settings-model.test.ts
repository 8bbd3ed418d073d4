import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryStore } from '../storage/local-store.ts';
import {
  DEFAULT_SETTINGS,
  SETTINGS_TOPIC,
  readKeepReminding,
  settingsFromItems,
  settingsToItems,
  subscribeKeepReminding,
  writeKeepReminding,
  type AlertSettings,
} from './settings-model.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

afterEach(() => clearMemoryStore());

describe('alert settings model', () => {
  it('gives the specification defaults when nothing is stored', () => {
    const expected: AlertSettings = {
      isPreviewMsg: true,
      isVolume: true,
      isPop: true,
      isDispatch: true,
      autoStart: true,
      isShake: true,
      isPaiShake: false,
      disableHardwareAcceleration: false,
      volumeId: 1,
      keepReminding: false,
    };
    expect(settingsFromItems([])).toEqual(expected);
    expect(settingsFromItems(undefined)).toEqual(expected);
    expect(DEFAULT_SETTINGS).toEqual(expected);
  });

  it('reads stored items over the defaults, key by key', () => {
    const settings = settingsFromItems([
      { key: 'isVolume', value: '0', topic: 'setting' },
      { key: 'isPaiShake', value: '1', topic: 'setting' },
      { key: 'volumeId', value: '3', topic: 'setting' },
    ]);
    expect(settings).toMatchObject({ isVolume: false, isPaiShake: true, volumeId: 3, isPreviewMsg: true, isShake: true });
  });

  it('ignores other topics and unreadable values', () => {
    const settings = settingsFromItems([
      { key: 'isVolume', value: '0', topic: 'other' },
      { key: 'isShake', value: 'maybe', topic: 'setting' },
      { key: 'volumeId', value: '7', topic: 'setting' },
    ]);
    expect(settings).toMatchObject({ isVolume: true, isShake: true, volumeId: 1 });
  });

  it('writes every key as a string item of the setting topic', () => {
    const items = settingsToItems(DEFAULT_SETTINGS);
    expect(items).toHaveLength(9);
    expectEvery(items, (item) => item.topic === SETTINGS_TOPIC);
    expect(Object.fromEntries(items.map((item) => [item.key, item.value]))).toEqual({
      isPreviewMsg: '1',
      isVolume: '1',
      isPop: '1',
      isDispatch: '1',
      autoStart: '1',
      isShake: '1',
      isPaiShake: '0',
      disableHardwareAcceleration: '0',
      volumeId: '1',
    });
  });

  it('round-trips every combination of values', () => {
    const changed: AlertSettings = {
      isPreviewMsg: false,
      isVolume: false,
      isPop: false,
      isDispatch: false,
      autoStart: false,
      isShake: false,
      isPaiShake: true,
      disableHardwareAcceleration: true,
      volumeId: 2,
      keepReminding: true,
    };
    expect(settingsFromItems(settingsToItems(changed), true)).toEqual(changed);
    expect(settingsFromItems(settingsToItems(DEFAULT_SETTINGS))).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps keepReminding on this device, off by default, and tells subscribers', () => {
    expect(readKeepReminding()).toBe(false);
    let calls = 0;
    const stop = subscribeKeepReminding(() => (calls += 1));
    writeKeepReminding(true);
    expect(readKeepReminding()).toBe(true);
    stop();
    writeKeepReminding(false);
    expect(readKeepReminding()).toBe(false);
    expect(calls).toBe(1);
  });
});
