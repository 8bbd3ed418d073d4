/**
 * Window shake for dispatch messages: the window steps a few pixels left and right for about half
 * a second, then goes back exactly where it was. A shake asked for while one runs is ignored, so
 * the resting position is never taken from the middle of a shake.
 */
import type { Timers, TimerHandle } from './timers.ts';
import type { WindowLike } from './window-like.ts';

export type ShakeTarget = Pick<WindowLike, 'getPosition' | 'setPosition' | 'isDestroyed'>;

export interface ShakeOptions {
  amplitude: number;
  stepMs: number;
  durationMs: number;
}

export const DEFAULT_SHAKE: ShakeOptions = { amplitude: 8, stepMs: 50, durationMs: 500 };

export interface Shaker {
  shake(win: ShakeTarget): void;
  readonly shaking: boolean;
}

export function createShaker(timers: Timers, options: ShakeOptions = DEFAULT_SHAKE): Shaker {
  let running: TimerHandle | undefined;

  return {
    get shaking() {
      return running !== undefined;
    },
    shake(win) {
      if (running !== undefined || win.isDestroyed()) return;
      const [x = 0, y = 0] = win.getPosition();
      const steps = Math.max(1, Math.round(options.durationMs / options.stepMs));
      let step = 0;
      running = timers.setInterval(() => {
        step += 1;
        const done = step > steps || win.isDestroyed();
        if (done) {
          timers.clearInterval(running);
          running = undefined;
          if (!win.isDestroyed()) win.setPosition(x, y);
          return;
        }
        win.setPosition(x + (step % 2 === 1 ? options.amplitude : -options.amplitude), y);
      }, options.stepMs);
    },
  };
}
