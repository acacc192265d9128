/** CSS of the extension's shadow roots: Scout's colours, small type, nothing that reaches Amazon's page. */
const BASE = `
  :host { all: initial; font: 12px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
  * { box-sizing: border-box; }
  [hidden] { display: none !important; }
  .muted { color: #64748b; }
  button, a.button { font: inherit; border: 1px solid #cbd5e1; background: #fff; color: #0f172a; border-radius: 6px;
    padding: 4px 8px; cursor: pointer; text-decoration: none; display: inline-block; min-height: 28px; }
  button:focus-visible, a.button:focus-visible, th button:focus-visible { outline: 2px solid #4f46e5; outline-offset: 1px; }
  button.primary, a.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  input { font: inherit; border: 1px solid #cbd5e1; border-radius: 6px; padding: 3px 6px; width: 90px; }
  .err { color: #b91c1c; }
  .stale { color: #92400e; }
  .na { color: #94a3b8; font-style: italic; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/**
 * The badge fills its image box's width at the bottom (the host covers the box and lets clicks
 * through to Amazon's image link). Its line shows the figures that fit the box whole, in the order a
 * seller looks for them — sales, fees, what is left, then revenue and score: the line wraps and
 * shows only its first row (20 px high), so a figure that does not fit whole goes out of sight
 * rather than being cut to "fees $17.17–$20.…" (sales alone may be shortened). The details open
 * upwards over the photo, never past the box.
 */
export const BADGE_CSS = `${BASE}
  .wrap { position: absolute; left: 0; right: 0; bottom: 0; max-height: 100%; display: flex; flex-direction: column;
    justify-content: flex-end; container-type: inline-size; }
  .badge { pointer-events: auto; display: flex; flex-wrap: wrap; align-content: flex-start; gap: 0 8px; align-items: center; width: 100%; min-height: 0; height: 20px;
    padding: 0 6px; margin: 0; overflow: hidden; white-space: nowrap; text-align: left;
    background: rgba(255,255,255,.95); border: 0; border-top: 1px solid #c7d2fe; border-radius: 0; font-size: 11px; line-height: 20px; }
  .logo { font-weight: 700; color: #4f46e5; flex: none; }
  .part { flex: none; white-space: nowrap; }
  .part .l { color: #64748b; font-size: 10px; }
  .part b { font-weight: 600; }
  .part.na b { color: #94a3b8; font-weight: 400; }
  .part.sales { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; order: 1; }
  .part.fees { order: 2; }
  .part.margin { order: 3; }
  .part.revenue { order: 4; }
  .part.score { order: 5; }
  .details { pointer-events: auto; overflow: auto; min-height: 0; flex: 0 1 auto; background: #fff; border-top: 1px solid #c7d2fe;
    padding: 4px 6px; font-size: 11px; }
  .line { display: grid; grid-template-columns: auto 1fr; gap: 0 6px; padding: 2px 0; border-bottom: 1px solid #eef2ff; }
  .line .k { color: #334155; }
  .line .v { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
  .line .src { grid-column: 1 / -1; color: #64748b; font-size: 10px; white-space: normal; }
`;

export const PANEL_CSS = `${BASE}
  .panel { width: 320px; max-width: calc(100vw - 24px); max-height: calc(100vh - 120px); overflow: auto; background: #fff;
    border: 1px solid #c7d2fe; border-radius: 10px; box-shadow: 0 8px 24px rgba(15,23,42,.18); padding: 10px 12px; }
  .head { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin-bottom: 6px; }
  .head strong { color: #4f46e5; font-size: 13px; }
  .pill { background: #4f46e5; color: #fff; border: 0; border-radius: 999px; padding: 4px 12px; font-weight: 600;
    box-shadow: 0 4px 12px rgba(15,23,42,.2); white-space: nowrap; max-width: calc(100vw - 24px); overflow: hidden; text-overflow: ellipsis; }
  .pill.dot { width: 28px; height: 28px; min-height: 28px; padding: 0; border-radius: 50%; font-size: 0; }
  .pill.dot::before { content: 'S'; font-size: 13px; }
  .bar { width: calc(100vw - 24px); max-width: 640px; display: flex; align-items: stretch; gap: 6px; background: #fff;
    border: 1px solid #c7d2fe; border-radius: 10px; box-shadow: 0 4px 12px rgba(15,23,42,.2); padding: 5px 6px; cursor: pointer; }
  .bar .logo { font-weight: 700; color: #4f46e5; align-self: center; flex: none; }
  .bar .cells { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0 8px; flex: 1; min-width: 0; }
  .bar .cell { display: flex; flex-direction: column; min-width: 0; line-height: 1.25; }
  .bar .cell .l { color: #64748b; font-size: 10px; }
  .bar .cell b { font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .bar .cell.na b { color: #94a3b8; font-weight: 400; font-style: italic; }
  .bar .cell .src { color: #64748b; font-size: 10px; overflow-wrap: anywhere; }
  .bar .open { flex: none; align-self: center; min-height: 28px; min-width: 28px; padding: 0 6px; }
  table { border-collapse: collapse; width: 100%; font: inherit; }
  td { padding: 2px 0; vertical-align: top; }
  td.v { text-align: right; font-variant-numeric: tabular-nums; padding-left: 8px; }
  td.n { text-align: right; color: #64748b; font-size: 10px; padding-left: 6px; white-space: nowrap; }
  h3 { font-size: 12px; margin: 10px 0 4px; color: #334155; }
  .row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; align-items: center; }
  .note { font-size: 11px; margin-top: 6px; }
  button.err { white-space: normal; text-align: left; max-width: 100%; }
  svg { display: block; width: 100%; height: auto; }
`;

/** The results table: a dialog over the page, with its own scroll, closed by Esc or its button. */
export const TABLE_CSS = `${BASE}
  .backdrop { position: fixed; inset: 0; background: rgba(15,23,42,.35); }
  .dialog { position: fixed; inset: 16px; max-width: 1200px; margin: 0 auto; background: #fff; border-radius: 10px;
    box-shadow: 0 12px 32px rgba(15,23,42,.3); display: flex; flex-direction: column; overflow: hidden; }
  .top { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 10px 12px;
    border-bottom: 1px solid #e2e8f0; }
  .top strong { color: #4f46e5; font-size: 14px; }
  .scroll { overflow: auto; flex: 1; }
  table { border-collapse: collapse; width: 100%; font: inherit; font-size: 12px; }
  th { position: sticky; top: 0; background: #f8fafc; text-align: right; padding: 0; border-bottom: 1px solid #e2e8f0; white-space: nowrap; }
  th:nth-child(2) { text-align: left; }
  th button { border: 0; background: none; width: 100%; text-align: inherit; font-weight: 600; padding: 6px 8px; border-radius: 0; }
  td { padding: 5px 8px; border-bottom: 1px solid #f1f5f9; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.title { text-align: left; white-space: normal; min-width: 180px; max-width: 420px; }
  td.title a { color: #0f172a; }
  td.title .asin { color: #64748b; font-size: 10px; }
  tr.sponsored td.title::after { content: attr(data-ad); color: #92400e; font-size: 10px; margin-left: 4px; }
  .note { padding: 6px 12px; color: #64748b; font-size: 11px; border-top: 1px solid #e2e8f0; }
`;
