// affray replay viewer: the canvas layer. A large battle (see CROWD in viewer.js) is painted
// on one canvas over the SVG map instead of one SVG group per figure: repainting a canvas
// of 2,000 figures costs a few milliseconds, restyling 2,000 SVG groups costs a frame or
// more. The layer paints what the SVG layer draws (bodies, facing notches, bars, ranks,
// engagement lines, trails, arrows, zones of control) in the same map coordinates, and
// keeps what it painted (`drawn`, `links`) for the tests, which read the SVG's data
// attributes on small battles and these on large ones.
function affrayCanvas(canvas, svg, look) {
  'use strict';
  const { G, names, colour, angle, unit, xy, EDGE } = look;
  const g = canvas.getContext('2d', { alpha: true });
  const seen = new WeakMap();  // rows are replaced, never changed: their centres are kept
  const centre = (row) => { let c = seen.get(row); if (!c) { c = look.centre(row); seen.set(row, c); } return c; };
  let scale = 1, last = { rows: new Map(), links: [] };

  function fit() {  // the SVG viewBox with preserveAspectRatio xMidYMid meet
    const r = svg.getBoundingClientRect(), dpr = window.devicePixelRatio || 1;
    const [vx, vy, vw, vh] = svg.getAttribute('viewBox').split(' ').map(Number);
    canvas.style.left = svg.offsetLeft + 'px'; canvas.style.top = svg.offsetTop + 'px';
    canvas.style.width = r.width + 'px'; canvas.style.height = r.height + 'px';
    canvas.width = Math.round(r.width * dpr); canvas.height = Math.round(r.height * dpr);
    scale = Math.min(r.width / vw, r.height / vh);
    const tx = (r.width - vw * scale) / 2 - vx * scale, ty = (r.height - vh * scale) / 2 - vy * scale;
    g.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * tx, dpr * ty);
    return { tx, ty };
  }
  let place = fit();

  const HX = [], HY = [];  // a hexagon's corners about its centre, 0.9 of a hex
  for (let i = 0; i < 6; i++) { const a = Math.PI / 180 * (60 * i - 30); HX.push(0.9 * Math.cos(a)); HY.push(0.9 * Math.sin(a)); }
  function hexPath(cx, cy) {
    g.moveTo(cx + HX[0], cy + HY[0]);
    for (let i = 1; i < 6; i++) g.lineTo(cx + HX[i], cy + HY[i]);
    g.closePath();
  }
  function rotated(pts, cx, cy, deg) {  // local [x forward, y left] corners to map points
    const a = -Math.PI / 180 * (deg || 0), c = Math.cos(a), s = Math.sin(a);
    return pts.map(([x, y]) => [cx + x * c + y * s, cy + x * s - y * c]);
  }
  function squareBox(row) {  // ACKS-05: the footprint grows east and north of the anchor
    const [w, d] = row[7] || [1, 1], ew = row[2] === 'E' || row[2] === 'W';
    const W = ew ? d : w, H = ew ? w : d, [x, y] = xy(row[0], row[1]);
    return [x - 0.45, y - (H - 1) - 0.45, W - 0.1, H - 0.1, x + (W - 1) / 2, y - (H - 1) / 2, Math.min(W, H)];
  }
  // One figure's body traced into the current path; returns [notch origin x, y, length].
  function body(row, cx, cy, ang) {
    if (G === 'hex') {
      const cells = centre(row)[2];
      // filled only, a little small: the gaps between hexes are their borders (cheap to paint)
      if (cells) for (const [x, y] of cells) hexPath(x, y); else hexPath(cx, cy);
      return [cx, cy, 0.8];
    }
    if (G === 'square') {
      const [x, y, w, h, ox, oy, m] = squareBox(row);
      g.rect(x, y, w, h);
      return [ox, oy, 0.6 * m];
    }
    if (G === 'stand' && row[7]) {
      rotated(row[7][0], cx, cy, ang).forEach(([x, y], i) => i ? g.lineTo(x, y) : g.moveTo(x, y));
      g.closePath();
      return [cx, cy, unit(row) * 0.6];
    }
    const r = row[7] ? row[7][0] : 0.4;
    g.moveTo(cx + r, cy); g.arc(cx, cy, r, 0, 2 * Math.PI);
    return [cx, cy, unit(row) * 0.6];
  }

  // rows: Map id -> row; succ: Map id -> Set; marks: [[kind, [x, y], [x, y]]]; trails:
  // [[x0, y0, x1, y1]] in map units; selected: an id or null.
  function draw(rows, succ, marks, trails, selected) {
    const w = canvas.width, h = canvas.height;
    g.save(); g.setTransform(1, 0, 0, 1, 0, 0); g.clearRect(0, 0, w, h); g.restore();
    const px = 1 / scale, links = [];
    if (G === 'plane') {  // zones of control, dashed, in the side's colour
      g.lineWidth = Math.max(0.03, px); g.setLineDash([0.1, 0.1]); g.globalAlpha = 0.7;
      const bySide = new Map();
      for (const [id, row] of rows) if (!row[5] && row[7]) {
        const side = (names[id] || ['', 0])[1], c = centre(row);
        if (!bySide.has(side)) bySide.set(side, []);
        bySide.get(side).push([c[0], c[1], row[7][1]]);
      }
      for (const [side, cs] of bySide) {
        g.beginPath(); for (const [x, y, r] of cs) { g.moveTo(x + r, y); g.arc(x, y, r, 0, 2 * Math.PI); }
        g.strokeStyle = colour(side); g.stroke();
      }
      g.setLineDash([]); g.globalAlpha = 1;
    }
    if (trails.length) {
      g.beginPath(); for (const [x0, y0, x1, y1] of trails) { g.moveTo(x0, y0); g.lineTo(x1, y1); }
      g.strokeStyle = '#777'; g.lineWidth = Math.max(0.04, px); g.setLineDash([0.15, 0.1]); g.stroke(); g.setLineDash([]);
    }
    // bodies, one path per fill colour; notches and bars after them
    const groups = new Map(), notches = [], bars = [], badges = [];
    for (const [id, row] of rows) {
      const side = (names[id] || ['', 0])[1], key = row[5] ? 'out' : side;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(id);
    }
    for (const [key, ids] of groups) {
      g.beginPath();
      for (const id of ids) {
        const row = rows.get(id), [cx, cy] = centre(row), ang = angle(row);
        const [ox, oy, len] = body(row, cx, cy, ang);
        if (ang !== null) { const a = Math.PI / 180 * ang; notches.push([ox, oy, ox + len * Math.cos(a), oy - len * Math.sin(a)]); }
        const u = unit(row), most = row[4], left = row[3];
        if (most > 0) bars.push([cx - 0.6 * u, cy + 0.55 * u, 1.2 * u * Math.max(0, Math.min(1, left / most)), 0.14 * u]);
        const badge = row[8] ? row[8][0] : '';
        if (badge) badges.push([cx + 0.5 * u, cy - 0.35 * u, badge, u]);
      }
      g.fillStyle = key === 'out' ? 'rgba(187,187,187,0.6)' : colour(key); g.fill();
      if (G !== 'hex') { g.strokeStyle = '#222'; g.lineWidth = Math.max(0.04, 0.6 * px); g.stroke(); }
    }
    if (G === 'stand') for (const [, row] of rows) {  // edges coloured by what they are
      if (!row[7]) continue;
      const [cx, cy] = centre(row), pts = rotated(row[7][0], cx, cy, angle(row)), labels = row[7][1];
      g.lineWidth = 0.1 * unit(row);
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i], b = pts[(i + 1) % pts.length];
        g.beginPath(); g.moveTo(a[0], a[1]); g.lineTo(b[0], b[1]); g.strokeStyle = EDGE[labels[i]] || '#444'; g.stroke();
      }
    }
    g.beginPath(); for (const [x0, y0, x1, y1] of notches) { g.moveTo(x0, y0); g.lineTo(x1, y1); }
    g.strokeStyle = '#000'; g.lineWidth = Math.max(0.07, px); g.stroke();
    g.beginPath(); for (const [x, y, bw, bh] of bars) g.rect(x, y, bw, bh);
    g.fillStyle = '#2a9d2a'; g.fill();
    g.fillStyle = '#000'; g.textAlign = 'center'; g.textBaseline = 'middle';
    for (const [x, y, t, u] of badges) { g.font = `bold ${0.4 * Math.min(u, 1.2)}px sans-serif`; g.fillText(t, x, y); }
    // engagement lines (dashed: one way only)
    const solid = [], dashed = [];
    for (const [a, bs] of succ) {
      const ra = rows.get(a); if (!ra) continue;
      for (const b of bs) {
        const both = succ.has(b) && succ.get(b).has(a);
        if (both && b < a) continue;
        const rb = rows.get(b); if (!rb) continue;
        const p = centre(ra), q = centre(rb);
        (both ? solid : dashed).push([p[0], p[1], q[0], q[1]]);
        links.push([a, b, !both]);
      }
    }
    g.strokeStyle = 'rgba(192,57,43,0.85)'; g.lineWidth = Math.max(0.07, px);
    for (const [set, dash] of [[solid, []], [dashed, [0.2, 0.12]]]) {
      if (!set.length) continue;
      g.setLineDash(dash); g.beginPath();
      for (const [x0, y0, x1, y1] of set) { g.moveTo(x0, y0); g.lineTo(x1, y1); }
      g.stroke();
    }
    g.setLineDash([]);
    for (const [kind, p0, q0] of marks) {  // arrows: shots purple, charges orange
      const p = xy(p0[0], p0[1]), q = xy(q0[0], q0[1]), a = Math.atan2(q[1] - p[1], q[0] - p[0]), head = 0.35;
      g.strokeStyle = g.fillStyle = kind === 'shot' ? '#7b2cbf' : '#e67e22'; g.lineWidth = Math.max(0.07, px);
      g.beginPath(); g.moveTo(p[0], p[1]); g.lineTo(q[0], q[1]); g.stroke();
      g.beginPath(); g.moveTo(q[0], q[1]);
      g.lineTo(q[0] - head * Math.cos(a - 0.4), q[1] - head * Math.sin(a - 0.4));
      g.lineTo(q[0] - head * Math.cos(a + 0.4), q[1] - head * Math.sin(a + 0.4)); g.fill();
    }
    const sel = selected === null ? null : rows.get(selected);
    if (sel) {  // the selected figure: outlined, named
      const [cx, cy] = centre(sel), u = unit(sel);
      g.beginPath(); body(sel, cx, cy, angle(sel)); g.strokeStyle = '#000'; g.lineWidth = Math.max(0.12, 2 * px); g.stroke();
      g.fillStyle = '#000'; g.font = `${0.42 * Math.min(u, 1.2)}px sans-serif`;
      g.fillText((names[selected] || ['#' + selected])[0], cx, cy - 0.75 * u);
    }
    last = { rows, links };
  }
  function pick(clientX, clientY, rows) {  // the figure under a click, if any
    const r = canvas.getBoundingClientRect();
    const x = (clientX - r.left - place.tx) / scale, y = (clientY - r.top - place.ty) / scale;
    let best = null, bd = Infinity;
    for (const [id, row] of rows) {
      const [cx, cy] = centre(row), d = Math.hypot(cx - x, cy - y);
      if (d < bd && d <= Math.max(0.6, unit(row))) { bd = d; best = id; }
    }
    return best;
  }
  function drawn() {  // what the last painting showed, figure by figure (for tests and tools)
    return [...last.rows].map(([id, row]) => ({ id, x: row[0], y: row[1], f: row[2] === null ? '' : String(row[2]),
      left: row[3], most: row[4], out: row[5], note: row[6] || '', bodies: G === 'hex' && row[7] === 3 ? 3 : 1,
      rank: row[8] ? row[8][0] : '' }));
  }
  return { draw, pick, drawn, resize() { place = fit(); }, get links() { return last.links; } };
}
