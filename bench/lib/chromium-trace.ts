/**
 * Reading a Chromium performance trace (`browser.startTracing` with the devtools.timeline
 * category): the CPU time of the content script's idle-time slices. Wall-clock times inflate on a
 * loaded machine (the renderer waits for a core); a trace event's thread duration (`tdur`) counts
 * only the time the main thread actually ran.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * The CPU time (ms) of each idle callback the script ran on the page's main thread; the page's
 * own callbacks (its scripts have the page's https address) are left out.
 */
export function idleCallbackCpuMs(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  return onMain
    .filter((e) => e.name === 'FireIdleCallback')
    .filter((cb) => {
      const call = onMain.find(
        (e) => e.name === 'FunctionCall' && e.ts >= cb.ts && e.ts <= cb.ts + (cb.dur ?? 0),
      );
      return !call?.args?.data?.url?.startsWith('https://');
    })
    .map((cb) => (cb.tdur ?? cb.dur ?? 0) / 1000);
}
