/**
 * Reading a Chromium performance trace (`browser.startTracing` with the devtools.timeline
 * category): the CPU time of the content script's tasks. Wall-clock times inflate on a loaded
 * machine (the renderer waits for a core); a trace event's thread duration (`tdur`) counts only
 * the time the main thread actually ran.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; message?: string } };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * The content script's tasks on the page's main thread: every top-level task (`RunTask`) in which
 * a slice of the script ran (each leaves a `console.timeStamp` mark, extension/lib/slices.ts),
 * with its CPU time (the main thread running) and its wall time, in ms.
 */
/** Chromium's own style and layout work, as the trace names it (forced or not by a script). */
const LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'UpdateLayerTree']);

export interface ScriptTask {
  cpuMs: number;
  wallMs: number;
  /**
   * Of its CPU time, Chromium's style and layout (trace events `Layout`, `UpdateLayoutTree`…) run
   * inside the task — a layout a read of ours forced (a box measured while the page's layout was
   * stale) — in ms; the rest is our script and the DOM calls it made.
   */
  layoutCpuMs: number;
}

export function scriptTasks(trace: Buffer, mark: string): ScriptTask[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const marks = onMain.filter(
    (e) => e.name === 'TimeStamp' && (e.args?.data as { message?: string } | undefined)?.message === mark,
  );
  return onMain
    .filter((task) => task.name === 'RunTask' && task.ph === 'X')
    .filter((task) => marks.some((m) => m.ts >= task.ts && m.ts <= task.ts + (task.dur ?? 0)))
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const layout = onMain
        .filter((e) => e.ph === 'X' && LAYOUT_EVENTS.has(e.name) && e.ts >= task.ts && e.ts < end)
        .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0);
      return {
        cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
        wallMs: (task.dur ?? 0) / 1000,
        layoutCpuMs: layout / 1000,
      };
    });
}
