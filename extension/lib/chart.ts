/** A small SVG chart of price and rank over time (rank upside down: up is better). */
const NS = 'http://www.w3.org/2000/svg';

interface Point {
  at: number;
  value: number;
}

function line(points: Point[], x: (t: number) => number, y: (v: number) => number, color: string) {
  const path = document.createElementNS(NS, 'polyline');
  path.setAttribute('points', points.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' '));
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', color);
  path.setAttribute('stroke-width', '2');
  return path;
}

export function historyChart(
  points: { observedAt: string; priceCents: number | null; bestSellersRank: number | null }[],
  labels: { price: string; rank: string },
): SVGSVGElement {
  const W = 296;
  const H = 90;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${W} ${H + 14}`);
  svg.setAttribute('role', 'img');
  const prices = points
    .filter((p) => p.priceCents !== null)
    .map((p) => ({ at: Date.parse(p.observedAt), value: p.priceCents as number }));
  const ranks = points
    .filter((p) => p.bestSellersRank !== null)
    .map((p) => ({ at: Date.parse(p.observedAt), value: p.bestSellersRank as number }));
  const times = [...prices, ...ranks].map((p) => p.at);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (t: number) => (t1 === t0 ? W / 2 : 4 + ((t - t0) / (t1 - t0)) * (W - 8));
  const scale = (series: Point[], invert: boolean) => {
    const lo = Math.min(...series.map((p) => p.value));
    const hi = Math.max(...series.map((p) => p.value));
    return (v: number) => {
      const share = hi === lo ? 0.5 : (v - lo) / (hi - lo);
      return 6 + (invert ? share : 1 - share) * (H - 12);
    };
  };
  if (prices.length) svg.append(line(prices, x, scale(prices, false), '#4f46e5'));
  if (ranks.length) svg.append(line(ranks, x, scale(ranks, true), '#f59e0b'));
  const legend = (text: string, color: string, at: number) => {
    const t = document.createElementNS(NS, 'text');
    t.setAttribute('x', String(at));
    t.setAttribute('y', String(H + 12));
    t.setAttribute('fill', color);
    t.setAttribute('font-size', '11');
    t.textContent = text;
    return t;
  };
  svg.append(legend(`— ${labels.price}`, '#4f46e5', 4), legend(`— ${labels.rank}`, '#f59e0b', 120));
  return svg;
}
