// affray replay viewer: no dependencies. The battle (see kernel/view/fold.py) is inlined as
// gzip+base64 lines of JSON (kernel/view/page.py), each parsed when first needed; the world
// after K events is a fold of per-event scene deltas from the nearest keyframe. Position
// K = the state after the first K events (`affray state --at K`). Large battles are painted
// on a canvas (canvas.js), small ones as SVG elements that carry each figure's values.
(async function () {
  'use strict';
  const $ = (id) => document.getElementById(id);

  const t0 = performance.now();
  const { D, line, deltaOf, keyOf } = affrayData(await affrayUnpack('battle'));
  let texts = null, starts = null;  // the event texts, unpacked after the first drawing
  const txt = (i) => texts === null ? '…' : texts.slice(starts[i], starts[i + 1] - 1);
  const G = D.geometry;

  // -- the fold ------------------------------------------------------------------------
  let rows = new Map(), succ = new Map(), pred = new Map(), cur = 0;
  const dirty = new Set();
  const setOf = (m, k) => { let s = m.get(k); if (!s) { s = new Set(); m.set(k, s); } return s; };
  function reset(key) {
    rows = new Map(); succ = new Map(); pred = new Map(); cur = 0;
    if (key) {
      for (const [id, row] of key[1]) rows.set(id, row);
      for (const [a, b] of key[2]) { setOf(succ, a).add(b); setOf(pred, b).add(a); }
      cur = key[0];
    }
    dirty.add('*'); edgesChanged = true;
  }
  let edgesChanged = true;
  function applyDelta(delta) {
    for (const [id, row, out, inn] of delta) {
      const was = succ.get(id), wasIn = pred.get(id);
      if (!was || was.size !== out.length || !out.every(b => was.has(b)) ||
          !wasIn || wasIn.size !== inn.length || !inn.every(a => wasIn.has(a))) edgesChanged = true;
      rows.set(id, row);
      for (const b of setOf(succ, id)) setOf(pred, b).delete(id);
      for (const a of setOf(pred, id)) setOf(succ, a).delete(id);
      succ.set(id, new Set(out)); pred.set(id, new Set(inn));
      for (const b of out) setOf(pred, b).add(id);
      for (const a of inn) setOf(succ, a).add(id);
      dirty.add(id);
    }
  }
  function keyBefore(k) {  // the last keyframe at or before k
    let lo = 0, hi = D.keyAt.length - 1, best = -1;
    while (lo <= hi) { const m = (lo + hi) >> 1; if (D.keyAt[m] <= k) { best = m; lo = m + 1; } else hi = m - 1; }
    return best;
  }
  function foldTo(k) {
    const j = keyBefore(k);
    if (k < cur || (j >= 0 && D.keyAt[j] > cur)) reset(j >= 0 ? keyOf(j) : null);
    for (; cur < k; cur++) applyDelta(deltaOf(cur));
  }
  function roundIndex(k) {  // index into D.rounds of the round event k-1 belongs to
    const e = Math.max(0, k - 1);
    let lo = 0, hi = D.rounds.length - 1, best = -1;
    while (lo <= hi) { const m = (lo + hi) >> 1; if (D.rounds[m][1] <= e) { best = m; lo = m + 1; } else hi = m - 1; }
    return best;
  }

  // -- drawing -------------------------------------------------------------------------
  const SHAPES = affrayShapes(G), { xy, hexPts, angle, centre, unit, el, COLOURS, EDGE } = SHAPES;
  const mapv = affrayMap($('map'), D, SHAPES);
  const figEls = new Map();
  let selected = null;
  // A figure is built once (and again when its shape changes), then moved and turned by
  // transforms: the body and its notch sit in a group rotated to the facing.
  function build(g, row, colour, name) {
    const u = unit(row), fs = (G === 'hex' ? 0.42 : 0.3) * Math.min(u, 1.2);
    let body = '', notch = 0;
    if (G === 'hex') {
      if (row[7] === 3) {  // the giant: front pair and anchor for facing 0, about their centroid
        const p = [[1, 0], [1, -1], [0, 0]].map(h => xy(h[0], h[1])), cx = (p[0][0] + p[1][0] + p[2][0]) / 3, cy = (p[0][1] + p[1][1] + p[2][1]) / 3;
        body = p.map(q => `<polygon class="body" fill="${colour}" points="${hexPts(q[0] - cx, q[1] - cy, 0.93)}"/>`).join('');
        notch = 30;
      } else body = `<polygon class="body" fill="${colour}" points="${hexPts(0, 0, 0.93)}"/>`;
    } else if (G === 'stand' && row[7]) {
      const pts = row[7][0].map(([x, y]) => [x, -y]), labels = row[7][1];
      body = `<polygon class="body" fill="${colour}" points="${pts.map(p => p.join(',')).join(' ')}"/>`;
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i], b = pts[(i + 1) % pts.length];
        body += `<line class="edge" data-edge="${labels[i]}" x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${EDGE[labels[i]] || '#444'}" stroke-width="${0.1 * u}"/>`;
      }
    } else if (G === 'square') {
      const w = row[7] ? row[7][0] : 1, d = row[7] ? row[7][1] : 1;
      body = `<rect class="body" fill="${colour}" x="-0.45" y="-0.45" width="${w - 0.1}" height="${d - 0.1}"/>`;
    } else body = `<circle class="body" fill="${colour}" r="${row[7] ? row[7][0] : 0.4}"/>`;
    const len = G === 'hex' ? 0.8 : u * 0.6, a = Math.PI / 180 * notch;
    const w = 1.2 * u, h = 0.14 * u;
    g.innerHTML = `<g class="rot">${body}<line class="face" x1="0" y1="0" x2="${len * Math.cos(a)}" y2="${-len * Math.sin(a)}" stroke-width="${0.07 * Math.min(u, 1)}"/></g>` +
      `<rect class="bar0" x="${-w / 2}" y="${0.55 * u}" width="${w}" height="${h}"/><rect class="bar1" x="${-w / 2}" y="${0.55 * u}" width="0" height="${h}"/>` +
      `<text y="${-0.55 * u}" style="font-size:${fs}px">${esc(name)}</text><text class="note" y="${0.55 * u + h + fs}" style="font-size:${fs * 0.85}px"></text>` +
      `<text class="rank" x="${0.5 * u}" y="${-0.2 * u}" style="font-size:${fs * 1.3}px"></text>`;
    g._parts = { rot: g.firstChild, face: g.firstChild.lastChild, bar0: g.children[1], bar1: g.children[2], note: g.children[4], rank: g.children[5], w };
    g._shape = JSON.stringify(row[7]);
  }
  function drawFig(id) {
    const row = rows.get(id);
    let g = figEls.get(id);
    if (!row) { if (g) { g.remove(); figEls.delete(id); } return; }
    if (g && g._row === row && g._sel === (selected === id)) return;
    const [name, side] = D.names[id] || ['#' + id, 0];
    if (!g) {
      g = el('g', { class: 'fig', 'data-id': id });
      g.addEventListener('click', () => select(id));
      $('figs').appendChild(g); figEls.set(id, g);
    }
    if (g._shape !== JSON.stringify(row[7])) build(g, row, COLOURS[side % COLOURS.length], name);
    const P = g._parts, [cx, cy] = centre(row), ang = angle(row);
    g.setAttribute('transform', `translate(${cx},${cy})`);
    if (G === 'square') placeSquare(P, row, ang);
    else P.rot.setAttribute('transform', `rotate(${ang === null ? 0 : -(ang - (G === 'hex' && row[7] === 3 ? 30 : 0))})`);
    P.face.style.display = ang === null ? 'none' : '';
    const most = row[4], left = row[3];
    P.bar0.style.display = P.bar1.style.display = most > 0 ? '' : 'none';
    if (most > 0) P.bar1.setAttribute('width', P.w * Math.max(0, Math.min(1, left / most)));
    P.note.textContent = row[6] || '';
    const badge = row[8] ? row[8][0] : '';
    if (P.rank.textContent !== badge) P.rank.textContent = badge;
    g.setAttribute('class', 'fig' + (row[5] ? ' out' : '') + (selected === id ? ' sel' : ''));
    g.dataset.x = row[0]; g.dataset.y = row[1]; g.dataset.f = row[2] === null ? '' : row[2];
    g.dataset.left = left; g.dataset.most = most; g.dataset.out = row[5]; g.dataset.note = row[6]; g.dataset.rank = badge;
    g._row = row; g._sel = selected === id;
  }
  // ACKS-05: frontage runs across the facing (east-west when facing N or S), and the footprint
  // grows east and north of the anchor square whatever the facing; only the notch turns.
  function placeSquare(P, row, ang) {
    const [w, d] = row[7] || [1, 1], ew = row[2] === 'E' || row[2] === 'W';
    const W = ew ? d : w, H = ew ? w : d, body = P.rot.firstChild;
    body.setAttribute('x', -0.45); body.setAttribute('y', -(H - 1) - 0.45);
    body.setAttribute('width', W - 0.1); body.setAttribute('height', H - 0.1);
    const cx = (W - 1) / 2, cy = -(H - 1) / 2, len = 0.6 * Math.min(W, H), a = Math.PI / 180 * (ang || 0);
    P.face.setAttribute('x1', cx); P.face.setAttribute('y1', cy);
    P.face.setAttribute('x2', cx + len * Math.cos(a)); P.face.setAttribute('y2', cy - len * Math.sin(a));
  }
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/[<]/g, '&lt;');

  function drawZoc() {
    if (G !== 'plane') return;
    let s = '';
    for (const [id, row] of rows) {
      if (row[5] || !row[7]) continue;
      const [cx, cy] = centre(row), side = (D.names[id] || ['', 0])[1];
      s += `<circle cx="${cx}" cy="${cy}" r="${row[7][1]}" stroke="${COLOURS[side % COLOURS.length]}"/>`;
    }
    $('zoc').innerHTML = s;
  }
  function drawLinks() {
    let s = '';
    for (const [a, bs] of succ) {
      const ra = rows.get(a); if (!ra) continue;
      for (const b of bs) {
        const both = succ.has(b) && succ.get(b).has(a);
        if (both && b < a) continue;
        const rb = rows.get(b); if (!rb) continue;
        const p = centre(ra), q = centre(rb);
        s += `<line data-a="${a}" data-b="${b}" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"${both ? '' : ' stroke-dasharray=".2 .12"'}/>`;
      }
    }
    $('links').innerHTML = s;
  }
  let startRows = null, startAt = -1;
  function marksNow(ri) {  // the arrows of this round up to now: [[kind, [x, y], [x, y]]]
    const from = ri >= 0 ? D.rounds[ri][1] : 0, out = [];
    let lo = 0, hi = D.marks.length;
    while (lo < hi) { const m = (lo + hi) >> 1; if (D.marks[m][0] < from) lo = m + 1; else hi = m; }
    for (let i = lo; i < D.marks.length && D.marks[i][0] < cur; i++) out.push(D.marks[i].slice(1));
    return out;
  }
  function trailsNow() {  // [[x0, y0, x1, y1]]: who moved since the round began
    const out = [];
    if (startRows) for (const [id, p] of startRows) {
      const row = rows.get(id); if (!row) continue;
      const q = centre(row);
      if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) > 1e-6) out.push([p[0], p[1], q[0], q[1]]);
    }
    return out;
  }
  let shownMarks = '';
  function drawTrails(ri, moved) {  // SVG: moves since the round began, this round's arrows
    if (moved) $('trails').innerHTML = trailsNow().map(([x0, y0, x1, y1]) => `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}"/>`).join('');
    const marks = marksNow(ri), key = ri + ':' + marks.length;
    if (key === shownMarks) return;  // unchanged: no DOM update
    shownMarks = key;
    $('marks').innerHTML = marks.map(([kind, p0, q0]) => {
      const p = xy(p0[0], p0[1]), q = xy(q0[0], q0[1]);
      return `<line class="${kind}" marker-end="url(#arrow-${kind})" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/>`;
    }).join('');
  }

  function setupMap() {
    const svg = $('map');
    const [b0, c0, b1, c1] = D.bounds, around = mapv.terrainPoints();
    const pad = G === 'hex' ? 2 : G === 'plane' ? 3 : 3;
    const corners = [[b0, c0], [b0, c1], [b1, c0], [b1, c1], ...around].map(p => xy(p[0], p[1]));
    let [x0, y0, x1, y1] = D.bounds;  // the grid's range: the figures' and the terrain's
    for (const [a, b] of around) { x0 = Math.min(x0, a); y0 = Math.min(y0, b); x1 = Math.max(x1, a); y1 = Math.max(y1, b); }
    const xs = corners.map(p => p[0]), ys = corners.map(p => p[1]);
    const vx = Math.min(...xs) - pad, vy = Math.min(...ys) - pad;
    const viewBox = [vx, vy, Math.max(...xs) - vx + pad, Math.max(...ys) - vy + pad];
    svg.setAttribute('viewBox', viewBox.join(' '));
    mapv.drawTerrain($('terrain'));
    mapv.start(viewBox, () => { if (layer) { layer.resize(); paint(roundIndex(cur)); } });
    svg.insertAdjacentHTML('afterbegin', '<defs>' + ['shot', 'charge'].map(k =>
      `<marker id="arrow-${k}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${k === 'shot' ? '#7b2cbf' : '#e67e22'}"/></marker>`).join('') + '</defs>');
    if (G === 'hex') {
      const q0 = Math.floor(x0 - pad - (y1 - y0) / 2 - 2), q1 = Math.ceil(x1 + pad + (y1 - y0) / 2 + 2);
      const r0 = Math.floor(y0 - pad), r1 = Math.ceil(y1 + pad);
      if ((q1 - q0) * (r1 - r0) < 6000) {  // a larger grid costs more to paint than it shows
        let d = '';
        for (let r = r0; r <= r1; r++) for (let q = q0; q <= q1; q++) {
          const [cx, cy] = xy(q, r);
          if (cx < vx - 1 || cx > Math.max(...xs) + pad + 1) continue;
          d += 'M' + hexPts(cx, cy, 1).split(' ').join('L') + 'z';
        }
        $('grid').innerHTML = `<path d="${d}"/>`;
      }
    } else {
      let d = '';
      const gx0 = Math.floor(vx), gx1 = Math.ceil(Math.max(...xs) + pad), gy0 = Math.floor(vy), gy1 = Math.ceil(Math.max(...ys) + pad);
      if ((gx1 - gx0) + (gy1 - gy0) < 600) {
        const o = G === 'square' ? 0.5 : 0;  // squares: lines between the cells, not through them
        for (let x = gx0; x <= gx1; x++) d += `M${x + o},${gy0}V${gy1}`;
        for (let y = gy0; y <= gy1; y++) d += `M${gx0},${y + o}H${gx1}`;
        $('grid').innerHTML = `<path d="${d}"/>`;
      }
    }
  }

  // -- side panel ----------------------------------------------------------------------
  const rolls = new Uint8Array(D.n + 1);  // 1 for a Rolled event: filled with the texts
  let listed = null, scrollPending = false;  // [round start, first listed, end listed] of the event list shown
  function drawPanel(ri) {
    const from = ri >= 0 ? D.rounds[ri][1] : 0, to = ri + 1 < D.rounds.length ? D.rounds[ri + 1][1] : D.n;
    $('round').textContent = ri >= 0 ? D.rounds[ri][0] : '(set-up)';
    const now = cur - 1, ol = $('events');
    if (!(listed && listed[0] === from && listed[1] <= Math.max(from, now - 20) && now + 20 < listed[2])) {
      const lo = Math.max(from, now - 150), hi = Math.min(to, Math.max(now, from) + 150);
      let s = '';
      for (let i = lo; i < hi; i++) s += `<li value="${i}" data-i="${i}">${esc(txt(i))}</li>`;
      ol.innerHTML = s;
      listed = [from, lo, hi === to ? Infinity : hi, null, null];
    }
    if (listed[3] !== now || listed[4] !== ol.firstChild) {  // restyle only the lines between the last and this moment
      const first = ol.firstChild ? +ol.firstChild.dataset.i : 0, kids = ol.children;
      const a = listed[4] === ol.firstChild ? Math.min(listed[3], now) : first, b = listed[4] === ol.firstChild ? Math.max(listed[3], now) : first + kids.length - 1;
      for (let i = Math.max(a, first); i <= Math.min(b, first + kids.length - 1); i++) kids[i - first].className = (i === now ? 'now' : i > now ? 'later' : '') + (i === D.n - 1 ? ' end' : '');
      listed[3] = now; listed[4] = ol.firstChild;
    }
    const li = ol.querySelector('.now');
    if (li && !scrollPending) {  // read layout once per frame, not once per step
      scrollPending = true;
      requestAnimationFrame(() => {
        scrollPending = false;
        const now = ol.querySelector('.now');
        if (!now) return;
        const top = now.offsetTop - ol.offsetTop;
        if (top < ol.scrollTop || top > ol.scrollTop + ol.clientHeight - 20) ol.scrollTop = top - ol.clientHeight / 2;
      });
    }
    let d = [];
    if (now >= 0) {
      let i = rolls[now] ? now : now - 1;
      while (i >= from && rolls[i]) d.unshift(txt(i--));
    }
    $('dice').textContent = d.join('\n') || '(none)';
    $('where').textContent = `event ${cur} of ${D.n}` + (now >= 0 ? ` — ${txt(now)}` : '');
    const done = D.outcome && cur === D.n;  // the outcome only once the last event is reached
    $('outcome').hidden = !done;
    $('outcome').textContent = done ? (D.outcome[0] ? `${D.outcome[0]} ${/[^s]s$/.test(D.outcome[0]) ? 'win' : 'wins'}` : 'No winner') + `: ${D.outcome[1]}` : '';
    drawSelected();
  }
  function select(id) {
    const old = selected; selected = id;
    if (layer) paint(roundIndex(cur));
    else { if (old !== null) drawFig(old); drawFig(id); }
    drawSelected();
  }
  function paint(ri) { layer.draw(rows, succ, marksNow(ri), trailsNow(), selected); }
  function drawSelected() {
    const row = selected === null ? null : rows.get(selected);
    if (!row) { $('figure').textContent = 'click a figure'; return; }
    const [name, side] = D.names[selected];
    const nm = (x) => (D.names[x] || ['#' + x])[0];
    $('figure').textContent = [`${name} (#${selected}), ${D.sides[side] || 'side ' + side}`,
      `at ${row[0]}, ${row[1]}  facing ${row[2] === null ? '-' : row[2]}`,
      row[4] > 0 ? `left ${row[3]} of ${row[4]}` : `hits taken ${-row[3]}`,
      row[6] ? `status: ${row[6]}` : '',
      row[8] && row[8][1] ? row[8][1] : '',
      `engages: ${[...(succ.get(selected) || [])].map(nm).join(', ') || '-'}`,
      `engaged by: ${[...(pred.get(selected) || [])].map(nm).join(', ') || '-'}`].filter(Boolean).join('\n');
  }

  // -- moving ----------------------------------------------------------------------------
  let shownRound = null;
  function go(k, fromHash) {
    k = Math.max(0, Math.min(D.n, k | 0));
    const ri = roundIndex(k), rstart = ri >= 0 ? D.rounds[ri][1] : 0;
    if (startAt !== rstart || cur < rstart) {
      foldTo(rstart);
      startRows = new Map();
      for (const [id, row] of rows) { const c = centre(row); startRows.set(id, [c[0], c[1]]); }
      startAt = rstart;
    }
    foldTo(k);
    const moved = dirty.size > 0 || shownRound !== ri;
    if (layer) { paint(ri); dirty.clear(); edgesChanged = false; }
    else if (dirty.has('*')) { for (const id of [...figEls.keys()]) if (!rows.has(id)) drawFig(id); for (const id of rows.keys()) drawFig(id); }  // unchanged rows return at once
    else for (const id of dirty) drawFig(id);
    if (!layer) {
      dirty.clear();
      if (moved) drawZoc();
      drawTrails(ri, moved);
      if (edgesChanged || moved) { drawLinks(); edgesChanged = false; }
      if (moved) mapv.declutter(figEls);
    }
    drawPanel(ri);
    shownRound = ri;
    $('scrub').value = k;
    document.body.dataset.k = k;
    if (!fromHash && location.hash !== '#e=' + k) history.replaceState(null, '', '#e=' + k);
  }
  function stepRound(dir) {
    const ri = roundIndex(cur);
    if (dir > 0) go(ri + 1 < D.rounds.length ? D.rounds[ri + 1][1] + 1 : D.n);
    else {
      const start = ri >= 0 ? D.rounds[ri][1] + 1 : 0;
      go(cur > start ? start : ri > 0 ? D.rounds[ri - 1][1] + 1 : 0);
    }
  }
  let timer = null;
  function play(on) {
    if (on === undefined) on = timer === null;
    if (timer) { clearInterval(timer); timer = null; }
    if (on) {
      if (cur >= D.n) go(0);
      timer = setInterval(() => { if (cur >= D.n) play(false); else go(cur + (+$('speed').value)); }, 80);
    }
    $('play').textContent = timer ? 'pause' : 'play';
    document.body.dataset.playing = timer ? '1' : '';
  }
  const hashK = () => { const m = /e=(\d+)/.exec(location.hash); return m ? +m[1] : null; };

  // -- wiring ----------------------------------------------------------------------------
  $('meta').textContent = `${D.ruleset} ${D.version} · ${D.sides.join(' v ')} · seed ${D.seed} · ${D.n} events`;
  mapv.legend($('sides'));
  $('legend').textContent = D.legend;
  if (D.stop) { $('stop').hidden = false; $('stop').textContent = `Shown up to event ${D.n}: ${D.stop}`; }
  $('scrub').max = D.n;
  $('events').style.paddingLeft = (0.65 * String(D.n).length + 1.2) + 'em';  // room for the numbers
  setupMap();
  // Over CROWD figures (or with `canvas=1` in the URL hash) the figures are painted on a canvas.
  const CROWD = 300;
  let layer = null;
  if (Object.keys(D.names).length > CROWD || /canvas=1/.test(location.hash)) {
    const canvas = document.createElement('canvas');
    canvas.id = 'layer';
    $('board').appendChild(canvas);
    layer = affrayCanvas(canvas, $('map'), { G, names: D.names, colour: (side) => COLOURS[side % COLOURS.length],
                                             centre, angle, unit, xy, EDGE });
    canvas.addEventListener('click', (e) => { const id = layer.pick(e.clientX, e.clientY, rows); if (id !== null) select(id); });
    window.addEventListener('resize', () => { layer.resize(); paint(roundIndex(cur)); });
  }
  $('scrub').addEventListener('input', (e) => go(+e.target.value));
  $('start').onclick = () => go(0); $('end').onclick = () => go(D.n);
  $('prev').onclick = () => go(cur - 1); $('next').onclick = () => go(cur + 1);
  $('prevround').onclick = () => stepRound(-1); $('nextround').onclick = () => stepRound(1);
  $('play').onclick = () => play();
  $('zoomin').onclick = () => mapv.zoom(1.5); $('zoomout').onclick = () => mapv.zoom(1 / 1.5); $('zoomfit').onclick = () => mapv.fit();
  $('events').addEventListener('click', (e) => { const li = e.target.closest('li'); if (li) go(+li.dataset.i + 1); });
  document.addEventListener('keydown', (e) => {
    if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
    const k = e.key;
    if (k === ' ') play();
    else if (k === 'ArrowRight') e.shiftKey ? stepRound(1) : go(cur + 1);
    else if (k === 'ArrowLeft') e.shiftKey ? stepRound(-1) : go(cur - 1);
    else if (k === 'PageDown') stepRound(1);
    else if (k === 'PageUp') stepRound(-1);
    else if (k === 'Home') go(0);
    else if (k === 'End') go(D.n);
    else if (k === '+' || k === '=') mapv.zoom(1.5);
    else if (k === '-') mapv.zoom(1 / 1.5);
    else if (k === '0') mapv.fit();
    else return;
    e.preventDefault();
  });
  window.addEventListener('hashchange', () => { const k = hashK(); if (k !== null && k !== cur) go(k, true); });
  const first = hashK();
  go(first === null ? (D.rounds.length ? D.rounds[0][1] : D.n) : first, first !== null);
  const DRAWN = (e) => ({ id: +e.dataset.id, x: +e.dataset.x, y: +e.dataset.y, f: e.dataset.f, left: +e.dataset.left,
    most: +e.dataset.most, out: +e.dataset.out, note: e.dataset.note, bodies: e.querySelectorAll('.body').length, rank: e.dataset.rank });
  window.affray = {
    data: D, go, play, select, get k() { return cur; }, openMs: performance.now() - t0, canvas: layer !== null,
    zoom: mapv.zoom, fit: mapv.fit, scale: mapv.scale, viewBox: () => mapv.box,
    terrain: () => document.querySelectorAll('#terrain > :not(text)').length,
    // what is drawn now: the figures and the engagement lines [a, b, one way only]
    drawn: () => layer ? layer.drawn() : [...document.querySelectorAll('#figs .fig')].map(DRAWN),
    links: () => layer ? layer.links : [...document.querySelectorAll('#links line')].map(e => [+e.dataset.a, +e.dataset.b, e.hasAttribute('stroke-dasharray')]),
  };
  window.__drawnAt = performance.now();  // since navigation start: the map is drawn and usable
  await new Promise((done) => setTimeout(done, 0));
  texts = await affrayUnpack('texts') + '\n';
  D.rolls = line(1 + D.chunks + D.keyAt.length);
  for (const i of D.rolls) rolls[i] = 1;
  starts = new Uint32Array(D.n + 1);
  for (let i = 0, at = 0; i < D.n; i++) { at = texts.indexOf('\n', at) + 1; starts[i + 1] = at; }
  listed = null; go(cur, true);
  window.__readyAt = performance.now();  // and the event texts unpacked
  document.body.dataset.ready = '1';
})().catch((err) => {
  const s = document.getElementById('stop');
  s.hidden = false; s.textContent = 'The viewer failed: ' + err;
  document.body.dataset.ready = 'error';
});
