/**
 * The sandbox platform as a real HTTP server on loopback: both gateways (answered by the same
 * MSW handlers as in Vitest and Storybook), CORS with credentials for the client's origin, and a
 * correct Date header (the client corrects its clock from it).
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RequestHandler, getResponse } from 'msw';
import { toFetchRequest, writeFetchResponse } from './http-bridge.ts';

export const DEFAULT_SANDBOX_PORT = 4010;

export interface SandboxServerOptions {
  port?: number;
  host?: string;
  handlers: () => RequestHandler[];
  /** Routes handled before the gateways (control API, account centre); return true when handled. */
  routes?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;
  /** The sandbox clock, for the Date header. */
  now?: () => number;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        // The client reads Date to correct its clock; browsers hide it cross-origin unless exposed.
        'access-control-expose-headers': 'Date, Content-Disposition',
        vary: 'Origin',
      }
    : {};
}

export function createSandboxServer(options: SandboxServerOptions): {
  server: Server;
  listen: () => Promise<string>;
  close: () => Promise<void>;
} {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const server = createServer((req, res) => {
    void (async () => {
      const origin = `http://${req.headers.host ?? host}`;
      const url = new URL(req.url ?? '/', origin);
      const cors = corsHeaders(req);
      const date = new Date(now()).toUTCString();
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            ...cors,
            'access-control-allow-methods': 'GET, POST, PUT, DELETE, HEAD, OPTIONS',
            'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
            'access-control-max-age': '600',
            date,
          });
          res.end();
          return;
        }
        // Node's own Date header uses the real clock; the sandbox clock may be skewed on purpose.
        res.setHeader('date', date);
        for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
        if (options.routes && (await options.routes(req, res, url))) return;
        const request = await toFetchRequest(req, origin);
        const response = await getResponse(options.handlers(), request);
        if (response?.type === 'error') {
          // An injected network fault: drop the connection so the client sees no response at all.
          req.socket.destroy();
        } else if (response) {
          await writeFetchResponse(res, response, { ...cors, date });
        } else {
          res.writeHead(404, { 'content-type': 'application/json', ...cors, date });
          res.end(JSON.stringify({ success: false, code: '404', msg: `no such call: ${req.method} ${url.pathname}`, data: null }));
        }
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json', ...cors, date });
        res.end(JSON.stringify({ success: false, code: '500', msg: `sandbox error: ${(error as Error).message}`, data: null }));
      }
    })();
  });
  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? DEFAULT_SANDBOX_PORT, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
