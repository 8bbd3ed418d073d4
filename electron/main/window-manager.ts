/**
 * The login window and the main window, and the moves between them: signing in opens the main
 * window at the root and closes the login window; a dead session (401, kickout) closes the main
 * window and shows the login window. Closing the main window only hides it to the tray, unless the
 * app is quitting. Closing the login window with no main window behind it ends the app.
 */
import type { AppLocation } from './app-location.ts';
import type { Log } from './log.ts';
import type { WindowLike } from './window-like.ts';

export interface WindowManagerDeps {
  createWindow(kind: 'login' | 'main'): WindowLike;
  location: AppLocation;
  isQuitting(): boolean;
  quit(): void;
  log: Log;
  onMainCreated?(win: WindowLike): void;
  onMainFocus?(): void;
}

export interface WindowManager {
  openLogin(): WindowLike;
  openMain(): WindowLike;
  signedIn(): void;
  closeToLogin(): void;
  /** Tray 'open' and a second instance: bring back whichever window the user is at. */
  showCurrent(): void;
  /** Makes the main window visible without taking focus (a shake must be seen). */
  revealMain(): WindowLike | undefined;
  getMain(): WindowLike | undefined;
  getLogin(): WindowLike | undefined;
  sendToMain(channel: string, payload: unknown): void;
}

const alive = (win: WindowLike | undefined): win is WindowLike => win !== undefined && !win.isDestroyed();

function bringToFront(win: WindowLike): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

export function createWindowManager(deps: WindowManagerDeps): WindowManager {
  let main: WindowLike | undefined;
  let login: WindowLike | undefined;

  const load = (win: WindowLike, path: string) => {
    win.loadURL(deps.location.routeUrl(path)).catch((error: unknown) => deps.log.warn(`could not load ${path}`, error));
  };

  function openLogin(): WindowLike {
    if (alive(login)) {
      bringToFront(login);
      return login;
    }
    const win = deps.createWindow('login');
    login = win;
    win.once('ready-to-show', () => win.show());
    win.on('closed', () => {
      if (login === win) login = undefined;
      // The user closed the login window and there is nothing behind it: the app ends.
      if (!alive(main) && !deps.isQuitting()) deps.quit();
    });
    load(win, '/login');
    return win;
  }

  function openMain(): WindowLike {
    if (alive(main)) {
      bringToFront(main);
      return main;
    }
    const win = deps.createWindow('main');
    main = win;
    win.once('ready-to-show', () => bringToFront(win));
    win.on('close', (event) => {
      if (deps.isQuitting()) return;
      // Close to tray: the sockets keep running and the tray brings the window back.
      event.preventDefault();
      win.hide();
    });
    win.on('closed', () => {
      if (main === win) main = undefined;
    });
    win.on('focus', () => deps.onMainFocus?.());
    load(win, '/');
    deps.onMainCreated?.(win);
    return win;
  }

  return {
    openLogin,
    openMain,
    signedIn() {
      // Main first, so closing the login window never leaves the app without a window.
      openMain();
      if (alive(login)) login.close();
    },
    closeToLogin() {
      openLogin();
      const current = main;
      main = undefined;
      // destroy(), not close(): close() only hides the main window to the tray.
      if (alive(current)) current.destroy();
    },
    showCurrent() {
      if (alive(main)) bringToFront(main);
      else openLogin();
    },
    revealMain() {
      if (!alive(main)) return undefined;
      if (main.isMinimized()) main.restore();
      if (!main.isVisible()) main.showInactive();
      return main;
    },
    getMain: () => (alive(main) ? main : undefined),
    getLogin: () => (alive(login) ? login : undefined),
    sendToMain(channel, payload) {
      if (alive(main) && !main.webContents.isDestroyed()) main.webContents.send(channel, payload);
    },
  };
}
