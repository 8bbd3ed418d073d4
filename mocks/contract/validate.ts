/**
 * Validation of requests and responses against the operation's schemas in the bundled
 * contracts, with Ajv's JSON Schema 2020-12 dialect (what OpenAPI 3.1 uses). `x-*` keywords and
 * `example` are annotations and ignored; the contract's own formats are checked:
 * local-date-time (yyyy-MM-dd HH:mm:ss), local-date (yyyy-MM-dd), masked-phone (138****0001),
 * int64 (a safe integer) and binary (any payload).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { type Gateway, type OpenApiDocument, contractDocuments, onContractsChanged, resolveRef } from './documents.ts';
import { type OperationMatch, findOperation } from './operations.ts';

export interface ValidationResult {
  ok: boolean;
  /** The operation the request or response belongs to, when one was found. */
  operationId?: string;
  /** Readable problems (`/data/list/0/phone must match format "masked-phone"`); empty when ok. */
  errors: string[];
}

export const CONTRACT_FORMATS = {
  'local-date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  'local-date': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  'masked-phone': /^[0-9+]{3}[0-9*]{4}[0-9]{4}$/,
} as const;

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // strict off: the contracts carry annotations (x-designed, x-enum-varnames, example) Ajv does not know.
    strict: false,
    allErrors: true,
    validateFormats: true,
    coerceTypes: coerce ? 'array' : false,
    logger: false,
    // Money is `multipleOf: 0.01`: without a precision, binary floats refuse real amounts
    // (1280.1 / 0.01 is 128009.99999999999); 1e-6 still refuses a third decimal.
    multipleOfPrecision: 6,
  });
  addFormats(ajv); // email, uri, password, int64 (safe integer), binary, …
  for (const [name, pattern] of Object.entries(CONTRACT_FORMATS)) ajv.addFormat(name, pattern);
  const docs = contractDocuments();
  ajv.addSchema(docs.main as object, 'main');
  ajv.addSchema(docs.chat as object, 'chat');
  return ajv;
}

let strictAjv: Ajv2020 | undefined;
let coercingAjv: Ajv2020 | undefined;
const cache = new Map<string, ValidateFunction>();
onContractsChanged(() => {
  strictAjv = undefined;
  coercingAjv = undefined;
  cache.clear();
});

/** A reference Ajv resolves: the gateway's key, then a JSON pointer with URI-unsafe characters escaped. */
function ajvRef(gateway: Gateway, pointer: string): string {
  return `${gateway}#${pointer
    .replace(/^#/, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')}`;
}

function validator(key: string, schema: object, coerce: boolean): ValidateFunction {
  const cacheKey = `${coerce ? 'c' : 's'}:${key}`;
  let fn = cache.get(cacheKey);
  if (!fn) {
    const ajv = coerce ? (coercingAjv ??= createAjv(true)) : (strictAjv ??= createAjv(false));
    fn = ajv.compile(schema);
    cache.set(cacheKey, fn);
  }
  return fn;
}

function describe(errors: ErrorObject[] | null | undefined, root: string): string[] {
  return (errors ?? []).map((e) => {
    const extra =
      e.keyword === 'enum'
        ? ` (${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)})`
        : e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty?: unknown }).additionalProperty)})`
          : '';
    return `${root}${e.instancePath} ${e.message ?? e.keyword}${extra}`;
  });
}

/**
 * Problems of `value` against a named component schema of a gateway's contract (e.g. the seeded
 * rows against `OrderDetail`); empty when it is valid. Same dialect and formats as requests and
 * responses.
 */
export function validateSchema(gateway: Gateway, schemaName: string, value: unknown): string[] {
  const pointer = `#/components/schemas/${schemaName}`;
  if (!contractDocuments()[gateway].components?.schemas?.[schemaName]) return [`no schema ${schemaName} in the ${gateway} contract`];
  const fn = validator(`${gateway}:${pointer}`, { $ref: ajvRef(gateway, pointer) }, false);
  return fn(value) ? [] : describe(fn.errors, schemaName);
}

/** One JSON-pointer token (`application/json` → `application~1json`). */
const token = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function docOf(op: OperationMatch): OpenApiDocument {
  return contractDocuments()[op.gateway];
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isBinarySchema(doc: OpenApiDocument, schema: unknown): boolean {
  const s = resolveRef<{ type?: unknown; format?: unknown } | undefined>(doc, schema);
  return !!s && s.type === 'string' && (s.format === 'binary' || s.format === 'byte');
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  if (body instanceof ArrayBuffer) return body.byteLength === 0;
  if (ArrayBuffer.isView(body)) return body.byteLength === 0;
  return false;
}

function isBinaryPayload(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

type Responses = Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>;

/**
 * Validates a response body for `method url` with HTTP `status`. `body` is the parsed JSON for
 * JSON responses and the raw payload (bytes, Blob or text) for downloads; `contentType` picks the
 * media type when the operation declares several (default: the first declared).
 */
export function validateResponse(
  method: string,
  url: string | URL,
  status: number,
  body: unknown,
  contentType?: string | null,
): ValidationResult {
  const op = findOperation(method, url);
  if (!op) return { ok: false, errors: [`no operation for ${method.toUpperCase()} ${String(url)}`] };
  const doc = docOf(op);
  const responses = (op.operation.responses ?? {}) as Responses;
  // The contracts answer business failures as HTTP 200 with `success: false` and document them
  // under `default` (BusinessError); such a body is checked against `default`.
  const businessFailure =
    status >= 200 &&
    status < 300 &&
    !!body &&
    typeof body === 'object' &&
    (body as { success?: unknown }).success === false &&
    !!responses.default;
  const code = businessFailure ? 'default' : [String(status), `${String(status)[0]}XX`, 'default'].find((c) => responses[c]);
  if (!code) return { ok: false, operationId: op.operationId, errors: [`status ${status} is not declared`] };
  const declared = responses[code];
  const response = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(doc, declared);
  const content = response.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) {
    return isEmptyBody(body)
      ? { ok: true, operationId: op.operationId, errors: [] }
      : { ok: false, operationId: op.operationId, errors: ['the response declares no content but has a body'] };
  }
  const wanted = mediaType(contentType);
  const type = wanted && content[wanted] ? wanted : wanted ? undefined : types[0];
  if (!type) return { ok: false, operationId: op.operationId, errors: [`content type ${wanted} is not declared (${types.join(', ')})`] };
  const schema = content[type]?.schema;
  if (schema === undefined) return { ok: true, operationId: op.operationId, errors: [] };
  if (isBinarySchema(doc, schema)) {
    return isBinaryPayload(body) && !isEmptyBody(body)
      ? { ok: true, operationId: op.operationId, errors: [] }
      : { ok: false, operationId: op.operationId, errors: ['expected a non-empty binary payload'] };
  }
  // A response given by $ref lives under components; point Ajv at wherever the schema really is.
  const pointer =
    typeof declared?.$ref === 'string'
      ? `${declared.$ref}/content/${token(type)}/schema`
      : `${op.pointer}/responses/${code}/content/${token(type)}/schema`;
  const fn = validator(`${op.gateway}${pointer}`, { $ref: ajvRef(op.gateway, pointer) }, false);
  const ok = fn(body) as boolean;
  return { ok, operationId: op.operationId, errors: ok ? [] : describe(fn.errors, 'body') };
}

/** Reads a fetch Response as `validateResponse` wants it (JSON parsed; downloads as bytes). */
export async function validateFetchResponse(request: Request, response: Response): Promise<ValidationResult> {
  const type = mediaType(response.headers.get('content-type'));
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  let body: unknown = bytes;
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return { ok: false, errors: ['the body is not valid JSON'] };
    }
  } else if (bytes.byteLength === 0) {
    body = undefined;
  }
  return validateResponse(request.method, request.url, response.status, body, type || undefined);
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

export interface RequestParts {
  /** The query string; defaults to the URL's own. */
  query?: URLSearchParams;
  /** Parsed JSON body, or FormData for multipart uploads; undefined when there is none. */
  body?: unknown;
  /** Media type of the body; defaults to JSON when a body is given. */
  contentType?: string | null;
}

export interface RequestValidation extends ValidationResult {
  /** Query and path parameters by name, coerced to their declared types (`?page=2` gives 2). */
  params: Record<string, unknown>;
}

/**
 * Validates a request for `method url`: required query and path parameters, their types (query
 * strings are coerced to the declared types first) and the JSON body. Multipart bodies are checked
 * for their required fields only.
 */
export function validateRequest(method: string, url: string | URL, parts: RequestParts = {}): RequestValidation {
  const op = findOperation(method, url);
  if (!op) return { ok: false, errors: [`no operation for ${method.toUpperCase()} ${String(url)}`], params: {} };
  const doc = docOf(op);
  const errors: string[] = [];
  const query = parts.query ?? (typeof url === 'string' ? new URL(url, 'http://sandbox.invalid') : url).searchParams;

  // Parameters: the operation's (path-level ones are not used by these contracts).
  const declared = (op.operation.parameters ?? []) as unknown[];
  const properties: Record<string, object> = {};
  const required: string[] = [];
  const values: Record<string, unknown> = {};
  declared.forEach((raw, i) => {
    const param = resolveRef<ParameterObject>(doc, raw);
    if (param.in !== 'query' && param.in !== 'path') return;
    const ref = (raw as { $ref?: string }).$ref;
    const pointer = ref ? `${ref}/schema` : `${op.pointer}/parameters/${i}/schema`;
    properties[param.name] = { $ref: ajvRef(op.gateway, pointer) };
    if (param.required || param.in === 'path') required.push(param.name);
    if (param.in === 'path') {
      if (op.params[param.name] !== undefined) values[param.name] = op.params[param.name];
      return;
    }
    const all = query.getAll(param.name);
    if (all.length === 1) values[param.name] = all[0];
    else if (all.length > 1) values[param.name] = all;
  });
  if (Object.keys(properties).length > 0) {
    const fn = validator(`${op.gateway}${op.pointer}/parameters`, { type: 'object', properties, required }, true);
    if (!fn(values)) errors.push(...describe(fn.errors, 'query'));
  }

  // Body.
  const requestBody = op.operation.requestBody
    ? resolveRef<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(doc, op.operation.requestBody)
    : undefined;
  const hasBody = parts.body !== undefined && parts.body !== null;
  if (requestBody) {
    const content = requestBody.content ?? {};
    const type =
      mediaType(parts.contentType) ||
      (typeof FormData !== 'undefined' && parts.body instanceof FormData ? 'multipart/form-data' : 'application/json');
    if (!hasBody) {
      if (requestBody.required) errors.push('body is required');
    } else if (!content[type]) {
      errors.push(`body content type ${type} is not declared (${Object.keys(content).join(', ')})`);
    } else if (type === 'multipart/form-data') {
      const schema = resolveRef<{ required?: string[] }>(doc, content[type]?.schema);
      const form = parts.body as FormData;
      for (const name of schema.required ?? []) if (!form.has(name)) errors.push(`body must have required property '${name}'`);
    } else {
      const ref = (op.operation.requestBody as { $ref?: string }).$ref;
      const pointer = ref ? `${ref}/content/${token(type)}/schema` : `${op.pointer}/requestBody/content/${token(type)}/schema`;
      const fn = validator(`${op.gateway}${pointer}`, { $ref: ajvRef(op.gateway, pointer) }, false);
      if (!fn(parts.body)) errors.push(...describe(fn.errors, 'body'));
    }
  } else if (hasBody && method.toUpperCase() !== 'GET') {
    errors.push('the operation takes no body');
  }
  // `values` now holds the parameters coerced to their declared types (Ajv coerces in place).
  return { ok: errors.length === 0, operationId: op.operationId, errors, params: values };
}

/** A fetch Request's body as `validateRequest` wants it: parsed JSON, FormData, or undefined. */
export async function readFetchBody(request: Request): Promise<{ body: unknown; contentType?: string } | { error: string }> {
  const type = mediaType(request.headers.get('content-type'));
  if (request.body === null) return { body: undefined, contentType: type || undefined };
  const copy = request.clone();
  if (type === 'multipart/form-data') return { body: await copy.formData(), contentType: type };
  const text = await copy.text();
  if (text === '') return { body: undefined, contentType: type || undefined };
  try {
    return { body: JSON.parse(text) as unknown, contentType: type || undefined };
  } catch {
    return { error: 'the body is not valid JSON' };
  }
}

/** Reads a fetch Request as `validateRequest` wants it, and validates it. */
export async function validateFetchRequest(request: Request): Promise<RequestValidation & { body?: unknown }> {
  const read = await readFetchBody(request);
  if ('error' in read) return { ok: false, errors: [read.error], params: {} };
  return { ...validateRequest(request.method, request.url, { body: read.body, contentType: read.contentType }), body: read.body };
}
