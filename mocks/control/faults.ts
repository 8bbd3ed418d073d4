/**
 * Injected gateway faults (control API `POST /__sandbox/faults`): the failures of the
 * specification's error catalogue on demand, for a test, a trainer or a developer.
 */
import { HttpResponse, delay, http } from 'msw';

export const FAULT_KINDS = [
  'http-401',
  'http-404',
  'http-500',
  'http-502',
  'http-504',
  'code-1001',
  'code-1002',
  'network',
  'business-error',
  'delay',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultMatch {
  gateway?: 'main' | 'chat';
  method?: string;
  /** A substring of the request path, e.g. `Customer/GetCustomerList`. */
  path?: string;
}

export interface Fault {
  id: number;
  match: FaultMatch;
  fault: FaultKind;
  msg?: string;
  delayMs?: number;
  /** How many more requests it applies to; undefined = until cleared. */
  remaining?: number;
}

export class FaultBook {
  private faults: Fault[] = [];
  private nextId = 0;

  add(input: Omit<Fault, 'id' | 'remaining'> & { times?: number }): Fault {
    this.nextId += 1;
    const fault: Fault = {
      id: this.nextId,
      match: input.match,
      fault: input.fault,
      msg: input.msg,
      delayMs: input.delayMs,
      remaining: input.times,
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the request, consuming one of its uses. */
  take(request: Request): Fault | undefined {
    const url = new URL(request.url);
    const gateway = url.pathname.startsWith('/imclient-hospital/') ? 'chat' : url.pathname.startsWith('/api/pc/') ? 'main' : undefined;
    if (!gateway) return undefined;
    const fault = this.faults.find(
      (f) =>
        (!f.match.gateway || f.match.gateway === gateway) &&
        (!f.match.method || f.match.method.toUpperCase() === request.method) &&
        (!f.match.path || url.pathname.includes(f.match.path)),
    );
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}

const envelope = (code: string, msg: string) => ({ success: false, code, msg, data: null });

/** The response a fault gives, or undefined to let the request through (after a delay). */
export async function faultResponse(fault: Fault): Promise<Response | undefined> {
  switch (fault.fault) {
    case 'delay':
      await delay(fault.delayMs ?? 3000);
      return undefined;
    case 'network':
      return HttpResponse.error();
    case 'code-1001':
    case 'code-1002':
      return HttpResponse.json(envelope(fault.fault.slice(5), fault.msg ?? '登录已失效'));
    case 'business-error':
      return HttpResponse.json(envelope('500100', fault.msg ?? '业务处理失败，请稍后再试'));
    default: {
      const status = Number(fault.fault.slice(5));
      if (fault.delayMs) await delay(fault.delayMs);
      // Gateways answer these without an envelope unless a message was asked for (a body msg overrides).
      return fault.msg ? HttpResponse.json(envelope(String(status), fault.msg), { status }) : new HttpResponse(null, { status });
    }
  }
}

/** Applies injected faults before every other handler. */
export function faultHandler(book: FaultBook) {
  return http.all('*', async ({ request }) => {
    const fault = book.take(request);
    return fault ? faultResponse(fault) : undefined;
  });
}
