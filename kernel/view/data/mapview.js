// affray replay viewer: the map around the figures. The scenario's walls, doors and terrain
// (kernel/view/terrain.py), zoom and pan of the SVG viewBox, the legend of sides, and name
// labels that do not overlap.
function affrayMap(svg, D, shapes) {
  'use strict';
  const { xy, hexPts, el, COLOURS } = shapes, G = D.geometry;
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/[<]/g, '&lt;');

  function terrainPoints() {  // the terrain's points the opening view fits (not the field's
    const out = [];            // edge: a wide table would shrink the figures to specks)
    for (const [, kind, , pts] of D.terrain || []) if (kind !== 'edge') for (const p of pts) out.push(p);
    return out;
  }
  function drawTerrain(group) {
    const w = G === 'hex' ? 0 : 0.25;
    let s = '';
    for (const [form, kind, label, pts] of D.terrain || []) {
      if (form === 'cell') {
        const [cx, cy] = xy(pts[0][0], pts[0][1]);
        s += G === 'hex' ? `<polygon class="${kind}" points="${hexPts(cx, cy, 1)}"><title>${esc(label || kind)}</title></polygon>`
          : `<rect class="${kind}" x="${cx - 0.5}" y="${cy - 0.5}" width="1" height="1"><title>${esc(label || kind)}</title></rect>`;
        if (kind === 'door' && label) s += `<text x="${cx}" y="${cy + 0.12}">${esc(label[0])}</text>`;
      } else if (form === 'seg') {
        const [a, b] = pts.map(p => xy(p[0], p[1]));
        s += `<line class="${kind}" x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke-width="${kind === 'door' ? 2 * w : w}"><title>${esc(label || kind)}</title></line>`;
      } else if (form === 'poly') {
        const p = pts.map(q => xy(q[0], q[1]));
        s += `<polygon class="${kind}" points="${p.map(q => q.join(',')).join(' ')}"><title>${esc(label)}</title></polygon>`;
        const cx = p.reduce((t, q) => t + q[0], 0) / p.length, cy = p.reduce((t, q) => t + q[1], 0) / p.length;
        if (label) s += `<text x="${cx}" y="${cy}">${esc(label)}</text>`;
      } else if (form === 'rect') {
        const [a, b] = pts.map(p => xy(p[0], p[1]));
        s += `<rect class="${kind}" x="${Math.min(a[0], b[0])}" y="${Math.min(a[1], b[1])}" width="${Math.abs(b[0] - a[0])}" height="${Math.abs(b[1] - a[1])}" stroke-width="0.15"/>`;
      }
    }
    group.innerHTML = s;
    return (D.terrain || []).length;
  }

  // -- zoom and pan: the viewBox, within 1/50 to 50 times the whole battle ----------------
  let base = null, box = null, changed = () => {};
  const setBox = (b) => { box = b; svg.setAttribute('viewBox', b.join(' ')); changed(); };
  function scale() {  // screen pixels per map unit
    const r = svg.getBoundingClientRect();
    return Math.min(r.width / box[2], r.height / box[3]);
  }
  function toMap(clientX, clientY) {
    const r = svg.getBoundingClientRect(), k = scale();
    const ox = (r.width - box[2] * k) / 2, oy = (r.height - box[3] * k) / 2;
    return [box[0] + (clientX - r.left - ox) / k, box[1] + (clientY - r.top - oy) / k];
  }
  function zoom(f, clientX, clientY) {
    const lim = [base[2] / 50, base[2] * 50], w = Math.max(lim[0], Math.min(lim[1], box[2] / f));
    f = box[2] / w;
    const [px, py] = clientX === undefined ? [box[0] + box[2] / 2, box[1] + box[3] / 2] : toMap(clientX, clientY);
    setBox([px - (px - box[0]) / f, py - (py - box[1]) / f, box[2] / f, box[3] / f]);
  }
  function start(viewBox, onChange) {
    base = viewBox.slice(); box = viewBox.slice(); changed = onChange;
    const board = svg.parentNode;  // the SVG and, for a large battle, the canvas over it
    board.addEventListener('wheel', (e) => { e.preventDefault(); zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX, e.clientY); }, { passive: false });
    let drag = null;
    board.addEventListener('pointerdown', (e) => { if (e.button === 0 && e.target.tagName !== 'BUTTON') drag = [e.clientX, e.clientY, box.slice(), false]; });
    window.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const dx = e.clientX - drag[0], dy = e.clientY - drag[1];
      if (!drag[3] && Math.hypot(dx, dy) < 4) return;  // a click, not yet a drag
      drag[3] = true; svg.classList.add('panning');
      const k = scale();
      setBox([drag[2][0] - dx / k, drag[2][1] - dy / k, drag[2][2], drag[2][3]]);
    });
    window.addEventListener('pointerup', () => { drag = null; svg.classList.remove('panning'); });
  }
  const fit = () => setBox(base.slice());

  function legend(target) {  // a swatch and the name of each side
    target.innerHTML = D.sides.map((s, i) => `<span class="side"><span class="sw" style="background:${COLOURS[i % COLOURS.length]}"></span>${esc(s)}</span>`).join(' ');
  }

  // Name labels: each figure's first <text>; a label that would overlap one already shown
  // (figures in id order) is hidden, and its name stays in the figure panel.
  function declutter(figEls) {
    const shown = [];
    for (const id of [...figEls.keys()].sort((a, b) => a - b)) {
      const g = figEls.get(id), t = g.querySelector('text');
      if (!t || !g._row) continue;
      const fs = parseFloat(t.style.fontSize) || 0.3, [cx, cy] = shapes.centre(g._row);
      const w = 0.55 * fs * t.textContent.length, y = cy + parseFloat(t.getAttribute('y'));
      const b = [cx - w / 2, y - fs, cx + w / 2, y];
      const hit = g._row[5] || shown.some(o => b[0] < o[2] && o[0] < b[2] && b[1] < o[3] && o[1] < b[3]);
      t.style.display = hit ? 'none' : '';
      if (!hit) shown.push(b);
    }
    return shown.length;
  }
  return { drawTerrain, terrainPoints, start, zoom, fit, scale, legend, declutter, get box() { return box.slice(); } };
}
