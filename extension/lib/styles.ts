/** CSS of the extension's shadow roots: Scout's colours, small type, nothing that reaches Amazon's page. */
const BASE = `
  :host { all: initial; font: 12px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
  * { box-sizing: border-box; }
  .muted { color: #64748b; }
  button, a.button { font: inherit; border: 1px solid #cbd5e1; background: #fff; color: #0f172a; border-radius: 6px;
    padding: 4px 8px; cursor: pointer; text-decoration: none; display: inline-block; }
  button.primary, a.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  input { font: inherit; border: 1px solid #cbd5e1; border-radius: 6px; padding: 3px 6px; width: 90px; }
`;

export const BADGE_CSS = `${BASE}
  .badge { display: inline-flex; flex-wrap: wrap; gap: 2px 6px; align-items: center; max-width: 100%;
    background: rgba(255,255,255,.96); border: 1px solid #c7d2fe; border-radius: 6px; padding: 2px 6px;
    box-shadow: 0 1px 2px rgba(15,23,42,.15); font-size: 11px; }
  .logo { font-weight: 700; color: #4f46e5; }
  .part { white-space: nowrap; cursor: help; }
  .na { color: #94a3b8; font-style: italic; }
  .stale { color: #92400e; }
`;

export const PANEL_CSS = `${BASE}
  .panel { width: 320px; max-width: calc(100vw - 24px); max-height: calc(100vh - 120px); overflow: auto; background: #fff;
    border: 1px solid #c7d2fe; border-radius: 10px; box-shadow: 0 8px 24px rgba(15,23,42,.18); padding: 10px 12px; }
  .head { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin-bottom: 6px; }
  .head strong { color: #4f46e5; font-size: 13px; }
  .pill { background: #4f46e5; color: #fff; border: 0; border-radius: 999px; padding: 6px 12px; font-weight: 600;
    box-shadow: 0 4px 12px rgba(15,23,42,.2); }
  table { border-collapse: collapse; width: 100%; }
  td { padding: 2px 0; vertical-align: top; }
  td.v { text-align: right; font-variant-numeric: tabular-nums; padding-left: 8px; }
  h3 { font-size: 12px; margin: 10px 0 4px; color: #334155; }
  .row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; align-items: center; }
  .note { font-size: 11px; margin-top: 6px; }
  svg { display: block; width: 100%; height: auto; }
  .err { color: #b91c1c; }
  .stale { color: #92400e; }
`;
