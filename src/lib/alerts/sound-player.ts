/**
 * Plays the alert sounds made by `npm run sounds` (public/sounds/, specification section 9).
 *
 * - Message sounds by the setting's volume id: 1 new-chat-msg, 2 one-plus, 3 apple.
 * - Dispatch sounds: new-customer-order, old-customer-order.
 *
 * The URL follows the build's base (`import.meta.env.BASE_URL`: `/` on the web, `./` in the
 * desktop shell's file:// pages). Switches are asked per play (`enabled`): message sounds follow
 * the volume switch (isVolume), dispatch sounds the dispatch-alert switch (isDispatch), as the
 * contract describes the two keys. `preview` ignores the switches (the settings page's play
 * button and self-test).
 *
 * Browsers refuse `play()` until the user has interacted with the page (autoplay policy). That is
 * not an error of the app: `play` never throws, it resolves to `'blocked'` and calls `onBlocked`,
 * so the caller can say so once (the settings self-test explains it).
 */
import type { SoundId } from './settings-model.ts';

export type DispatchSound = 'new' | 'old';

export type SoundRef = { kind: 'message'; id: SoundId } | { kind: 'dispatch'; customer: DispatchSound };

export type PlayResult = 'played' | 'disabled' | 'blocked' | 'failed';

/** What the player needs of an HTMLAudioElement. */
export interface AudioLike {
  currentTime: number;
  play(): Promise<void> | void;
  pause(): void;
}

export interface SoundPlayerOptions {
  /** Whether sounds of this kind may play now (the settings' switches). Default: always. */
  enabled?: (kind: SoundRef['kind']) => boolean;
  /** Makes an audio element for a URL. Default: `new Audio(url)`. */
  createAudio?: (url: string) => AudioLike;
  /** Base URL the sounds live under. Default: `import.meta.env.BASE_URL`. */
  baseUrl?: string;
  /** Told when the browser refused to play (autoplay policy) or the sound failed to load. */
  onProblem?: (result: 'blocked' | 'failed', sound: SoundRef, error: unknown) => void;
}

export interface SoundPlayer {
  play(sound: SoundRef): Promise<PlayResult>;
  /** Plays regardless of the switches (settings page, self-test). */
  preview(sound: SoundRef): Promise<PlayResult>;
  /** Stops whatever is playing. */
  stopAll(): void;
  urlOf(sound: SoundRef): string;
}

export const MESSAGE_SOUND_FILES: Readonly<Record<SoundId, string>> = {
  1: 'new-chat-msg.wav',
  2: 'one-plus.wav',
  3: 'apple.wav',
};

export const DISPATCH_SOUND_FILES: Readonly<Record<DispatchSound, string>> = {
  new: 'new-customer-order.wav',
  old: 'old-customer-order.wav',
};

export function soundFile(sound: SoundRef): string {
  return sound.kind === 'message' ? MESSAGE_SOUND_FILES[sound.id] : DISPATCH_SOUND_FILES[sound.customer];
}

function defaultBaseUrl(): string {
  return import.meta.env?.BASE_URL ?? '/';
}

function defaultCreateAudio(url: string): AudioLike {
  const audio = new Audio(url);
  audio.preload = 'auto';
  return audio;
}

/** Autoplay refusals reject with NotAllowedError; anything else is a load or decode failure. */
function isAutoplayRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
}

export function createSoundPlayer(options: SoundPlayerOptions = {}): SoundPlayer {
  const enabled = options.enabled ?? (() => true);
  const createAudio = options.createAudio ?? defaultCreateAudio;
  const base = (options.baseUrl ?? defaultBaseUrl()).replace(/\/?$/, '/');
  // One element per file, reused: a repeated alert restarts its sound instead of stacking copies.
  const elements = new Map<string, AudioLike>();

  const urlOf = (sound: SoundRef) => `${base}sounds/${soundFile(sound)}`;

  async function start(sound: SoundRef): Promise<PlayResult> {
    try {
      const url = urlOf(sound);
      let audio = elements.get(url);
      if (!audio) {
        audio = createAudio(url);
        elements.set(url, audio);
      }
      audio.currentTime = 0;
      await audio.play();
      return 'played';
    } catch (error) {
      const result = isAutoplayRefusal(error) ? 'blocked' : 'failed';
      try {
        options.onProblem?.(result, sound, error);
      } catch {
        // a reporting problem must not turn into an alert problem
      }
      return result;
    }
  }

  return {
    urlOf,
    play: (sound) => (enabled(sound.kind) ? start(sound) : Promise.resolve('disabled')),
    preview: start,
    stopAll() {
      for (const audio of elements.values()) {
        try {
          audio.pause();
          audio.currentTime = 0;
        } catch {
          // nothing playing
        }
      }
    },
  };
}
