/**
 * Every operation of both contracts, and the lookup from a request's method and URL to its
 * operation. Static path segments win over `{param}` segments, so `GET /chats/unread_message`
 * is never taken for `GET /chats/{id}`.
 */
import { type Gateway, type OpenApiDocument, contractDocuments, onContractsChanged } from './documents.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface ContractOperation {
  gateway: Gateway;
  operationId: string;
  /** Upper case, as in `Request.method`. */
  method: string;
  /** The path as the contract writes it (`/api/v1/chats/{id}`). */
  path: string;
  /** The path a request carries: the server's base path plus `path` (`/imclient-hospital/api/v1/chats/{id}`). */
  urlPath: string;
  /** JSON pointer of the operation inside its document (`#/paths/~1api~1v1~1chats~1{id}/get`). */
  pointer: string;
  /** False for the operations whose `security` has an alternative without `token` (login calls, SMS code). */
  needsToken: boolean;
  /** The raw operation object of the document. */
  operation: Record<string, unknown>;
  pathParams: string[];
}

export interface OperationMatch extends ContractOperation {
  /** Values of the path parameters, decoded. */
  params: Record<string, string>;
}

interface IndexedOperation extends ContractOperation {
  regex: RegExp;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function basePath(doc: OpenApiDocument): string {
  const url = doc.servers?.[0]?.url;
  if (!url) return '';
  try {
    return new URL(url, 'http://base.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

function needsToken(doc: OpenApiDocument, operation: Record<string, unknown>): boolean {
  const security = (operation.security as Record<string, string[]>[] | undefined) ?? doc.security ?? [];
  // Satisfying any one requirement object is enough; the token is needed only when every one names it.
  if (security.length === 0) return false;
  return security.every((requirement) => Object.hasOwn(requirement, 'token'));
}

let index: IndexedOperation[] | undefined;
onContractsChanged(() => {
  index = undefined;
});

function buildIndex(): IndexedOperation[] {
  const docs = contractDocuments();
  const out: IndexedOperation[] = [];
  for (const gateway of ['main', 'chat'] as const) {
    const doc = docs[gateway];
    const base = basePath(doc);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Record<string, unknown> | undefined;
        if (!operation || typeof operation !== 'object') continue;
        const segments = path.split('/').filter(Boolean);
        const pathParams: string[] = [];
        const pattern = segments
          .map((segment) => {
            const param = /^\{(.+)\}$/.exec(segment);
            if (param) {
              pathParams.push(param[1] as string);
              return '([^/]+)';
            }
            return escapeRegex(segment);
          })
          .join('/');
        out.push({
          gateway,
          operationId: String(operation.operationId ?? `${method} ${path}`),
          method: method.toUpperCase(),
          path,
          urlPath: `${base}${path}`,
          pointer: `#/paths/${escapePointer(path)}/${method}`,
          needsToken: needsToken(doc, operation),
          operation,
          pathParams,
          regex: new RegExp(`^${escapeRegex(base)}/${pattern}/?$`),
        });
      }
    }
  }
  // Fewer parameters first, so static paths are tried before parameterised ones.
  return out.sort((a, b) => a.pathParams.length - b.pathParams.length);
}

function operations(): IndexedOperation[] {
  index ??= buildIndex();
  return index;
}

function strip(op: IndexedOperation): ContractOperation {
  const { regex: _regex, ...rest } = op;
  return rest;
}

/** Every operation of both contracts (main first, then chat; static paths first). */
export function listOperations(gateway?: Gateway): ContractOperation[] {
  return operations()
    .filter((op) => !gateway || op.gateway === gateway)
    .map(strip);
}

/** The operation with this id in a gateway. */
export function operationById(gateway: Gateway, operationId: string): ContractOperation | undefined {
  const op = operations().find((o) => o.gateway === gateway && o.operationId === operationId);
  return op && strip(op);
}

/** The pathname of `url` (absolute, or relative to any host). */
export function pathnameOf(url: string | URL): string {
  return (typeof url === 'string' ? new URL(url, 'http://sandbox.invalid') : url).pathname;
}

/** Paths the two gateways serve; `/__sandbox/…`, `/account-center/…`, `/ws/…` and assets are not gateway calls. */
export function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/imclient-hospital/api/');
}

/** The contract operation a request to `method url` is, with its path parameters; undefined when none matches. */
export function findOperation(method: string, url: string | URL): OperationMatch | undefined {
  const pathname = pathnameOf(url);
  const verb = method.toUpperCase();
  for (const op of operations()) {
    if (op.method !== verb) continue;
    const match = op.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    op.pathParams.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { ...strip(op), params };
  }
  return undefined;
}
