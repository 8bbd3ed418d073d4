/** What the XSS gate's harness page and its Playwright driver exchange (no imports: both sides use it). */
export interface GatePayload {
  id: number;
  html: string;
}

export interface SurfaceReport {
  surface: string;
  rendered: number;
  /** Payload ids whose sentinel ran (or that opened a dialog). */
  executed: number[];
  /** What survived in the DOM: an on* attribute, a script URL, a script-capable element. */
  dangerous: { ids: number[]; what: string }[];
  /** A render or sanitiser that threw. */
  thrown: { ids: number[]; message: string }[];
  /** Payloads the surface did not show (the gate proves it rendered what it tested). */
  notShown: number[];
  /** SafeHtml only: payloads whose sanitised HTML changes when sanitised again. */
  notIdempotent: number[];
}

/** The page's hooks: the sentinel payloads call, and the runner the driver calls. */
export interface GateWindow {
  __xss: (id: number) => void;
  __gate: { surfaces: string[]; run(surface: string, payloads: GatePayload[]): Promise<SurfaceReport> };
}
