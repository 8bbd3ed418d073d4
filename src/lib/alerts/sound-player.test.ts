import { describe, expect, it, vi } from 'vitest';
import { createSoundPlayer, type AudioLike } from './sound-player.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

function fakeAudio(play: () => Promise<void> | void) {
  const made: { url: string; audio: AudioLike }[] = [];
  const createAudio = (url: string) => {
    const audio: AudioLike = { currentTime: 5, play: vi.fn(play), pause: vi.fn() };
    made.push({ url, audio });
    return audio;
  };
  return { made, createAudio };
}

const refusal = () =>
  Promise.reject(Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' }));

describe('sound player', () => {
  it('plays the sound files under the base URL', async () => {
    const { made, createAudio } = fakeAudio(() => Promise.resolve());
    const player = createSoundPlayer({ createAudio, baseUrl: '/client' });
    expect(await player.play({ kind: 'message', id: 1 })).toBe('played');
    expect(await player.play({ kind: 'message', id: 2 })).toBe('played');
    expect(await player.play({ kind: 'message', id: 3 })).toBe('played');
    expect(await player.play({ kind: 'dispatch', customer: 'new' })).toBe('played');
    expect(await player.play({ kind: 'dispatch', customer: 'old' })).toBe('played');
    expect(made.map((m) => m.url)).toEqual([
      '/client/sounds/new-chat-msg.wav',
      '/client/sounds/one-plus.wav',
      '/client/sounds/apple.wav',
      '/client/sounds/new-customer-order.wav',
      '/client/sounds/old-customer-order.wav',
    ]);
    expect(createSoundPlayer({ createAudio, baseUrl: './' }).urlOf({ kind: 'message', id: 1 })).toBe('./sounds/new-chat-msg.wav');
  });

  it('uses the build base URL by default', () => {
    expect(createSoundPlayer().urlOf({ kind: 'dispatch', customer: 'old' })).toBe(
      `${import.meta.env.BASE_URL}sounds/old-customer-order.wav`,
    );
  });

  it('reuses one element per file and restarts it', async () => {
    const { made, createAudio } = fakeAudio(() => Promise.resolve());
    const player = createSoundPlayer({ createAudio });
    await player.play({ kind: 'message', id: 1 });
    await player.play({ kind: 'message', id: 1 });
    expect(made).toHaveLength(1);
    expect(made[0]?.audio.play).toHaveBeenCalledTimes(2);
    expect(made[0]?.audio.currentTime).toBe(0);
  });

  it('reports a refused autoplay without throwing', async () => {
    const { createAudio } = fakeAudio(refusal);
    const onProblem = vi.fn();
    const player = createSoundPlayer({ createAudio, onProblem });
    await expect(player.play({ kind: 'dispatch', customer: 'new' })).resolves.toBe('blocked');
    expect(onProblem).toHaveBeenCalledWith(
      'blocked',
      { kind: 'dispatch', customer: 'new' },
      expect.objectContaining({ name: 'NotAllowedError' }),
    );
  });

  it('reports a load failure, a synchronous throw and a throwing reporter without throwing', async () => {
    const failing = createSoundPlayer({
      createAudio: fakeAudio(() => Promise.reject(new Error('404'))).createAudio,
      onProblem: () => {
        throw new Error('reporter broke');
      },
    });
    await expect(failing.play({ kind: 'message', id: 2 })).resolves.toBe('failed');
    const throwing = createSoundPlayer({
      createAudio: () => {
        throw new Error('no Audio here');
      },
    });
    await expect(throwing.play({ kind: 'message', id: 2 })).resolves.toBe('failed');
  });

  it('respects the switch for play but not for preview', async () => {
    const { made, createAudio } = fakeAudio(() => Promise.resolve());
    const player = createSoundPlayer({ createAudio, enabled: (kind) => kind === 'dispatch' });
    expect(await player.play({ kind: 'message', id: 1 })).toBe('disabled');
    expect(made).toHaveLength(0);
    expect(await player.play({ kind: 'dispatch', customer: 'old' })).toBe('played');
    expect(await player.preview({ kind: 'message', id: 1 })).toBe('played');
    player.stopAll();
    expectEvery(made, (m) => vi.mocked(m.audio.pause).mock.calls.length === 1);
  });
});
