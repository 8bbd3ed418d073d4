/**
 * The main process's one entry for renderer messages. A message is handled only when it comes
 * from a frame of the app's own origin (the dev server or app://client, never a page the window
 * was somehow navigated to) and its payload passes the channel's validator; anything else is
 * dropped and logged.
 */
import type { IpcMain, IpcMainEvent } from 'electron';
import { INBOUND_METHODS, INBOUND_VALIDATORS, type InboundMethod, type InboundPayload, channelOf } from './ipc-validators.ts';
import type { Log } from './log.ts';

export type InboundHandlers = { [M in InboundMethod]: (payload: InboundPayload<M>) => void };

export interface IpcRouterDeps {
  ipcMain: Pick<IpcMain, 'on' | 'removeAllListeners'>;
  isTrustedUrl(url: string | undefined): boolean;
  handlers: InboundHandlers;
  log: Log;
}

type SenderEvent = Pick<IpcMainEvent, 'senderFrame'>;

function senderUrl(event: SenderEvent): string | undefined {
  try {
    return event.senderFrame?.url;
  } catch {
    // A frame that navigated away or was destroyed throws on access.
    return undefined;
  }
}

export function createIpcRouter(deps: IpcRouterDeps): { dispose(): void } {
  const register = <M extends InboundMethod>(method: M) => {
    const channel = channelOf(method);
    const validate = INBOUND_VALIDATORS[method];
    const handle = deps.handlers[method];
    deps.ipcMain.on(channel, (event: SenderEvent, ...args: unknown[]) => {
      const url = senderUrl(event);
      if (!deps.isTrustedUrl(url)) {
        deps.log.warn(`ipc: refused ${channel} from an untrusted sender`, url);
        return;
      }
      const payload = args[0];
      if (args.length > 1 || !validate(payload)) {
        deps.log.warn(`ipc: refused ${channel}: invalid payload`);
        return;
      }
      try {
        handle(payload);
      } catch (error) {
        deps.log.warn(`ipc: ${channel} failed`, error);
      }
    });
  };
  for (const method of INBOUND_METHODS) register(method);
  return {
    dispose() {
      for (const method of INBOUND_METHODS) deps.ipcMain.removeAllListeners(channelOf(method));
    },
  };
}
