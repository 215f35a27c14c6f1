// affray replay viewer: the battle's data and the map's shapes, shared by the SVG drawing
// (viewer.js) and the canvas layer (canvas.js).

async function affrayUnpack(id) {  // a <script> block's gzip+base64 text
  const bin = atob(document.getElementById(id).textContent.trim());
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

// The battle's lines of JSON (kernel/view/page.py), each parsed when first asked for: the
// header D, the deltas of event i, the j-th keyframe.
function affrayData(RAW) {
  const LINE = [0];  // LINE[i]: where line i starts
  for (let at = RAW.indexOf('\n'); at >= 0; at = RAW.indexOf('\n', at + 1)) LINE.push(at + 1);
  LINE.push(RAW.length + 1);
  const line = (i) => JSON.parse(RAW.slice(LINE[i], LINE[i + 1] - 1));
  const D = line(0), chunks = [], keys = [];
  const deltaOf = (i) => { const c = (i / D.chunk) | 0; return (chunks[c] || (chunks[c] = line(1 + c)))[i - c * D.chunk]; };
  const keyOf = (j) => keys[j] || (keys[j] = line(1 + D.chunks + j));
  return { D, line, deltaOf, keyOf };
}

// Where a row is drawn in map units (SVG coordinates: y down) for the geometry G.
function affrayShapes(G) {
  const S3 = Math.sqrt(3);
  const COMPASS = { E: 0, NE: 45, N: 90, NW: 135, W: 180, SW: 225, S: 270, SE: 315 };
  const COLOURS = ['#3b6fd8', '#d83b3b', '#2aa876', '#c8a415', '#8e44ad', '#e67e22', '#16a0b5', '#7f8c8d'];
  const EDGE = { shield: '#2463c4', sword: '#c62828', front: '#ef8c00', head: '#ef8c00', side_front: '#ef8c00', rear: '#888', side: '#aaa' };
  const NS = 'http://www.w3.org/2000/svg';
  const el = (tag, attrs) => { const e = document.createElementNS(NS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); return e; };
  const xy = G === 'hex' ? (q, r) => [S3 * (q + r / 2), 1.5 * r] : (x, y) => [x, -y];
  const HEXDIR = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
  const hexPts = (cx, cy, s) => { const p = []; for (let i = 0; i < 6; i++) { const a = Math.PI / 180 * (60 * i - 30); p.push((cx + s * Math.cos(a)).toFixed(3) + ',' + (cy + s * Math.sin(a)).toFixed(3)); } return p.join(' '); };
  function angle(row) {  // facing in SVG degrees (counter-clockwise from east, y down)
    const f = row[2];
    if (f === null || f === undefined) return null;
    if (G === 'hex') return 60 * f + (row[7] === 3 ? 30 : 0);
    if (typeof f === 'string') return COMPASS[f] === undefined ? null : COMPASS[f];  // squares: "N", "NE", ...
    return f;
  }
  function centre(row) {
    if (G === 'hex' && row[7] === 3) {
      const f = row[2] || 0, a = HEXDIR[((f % 6) + 6) % 6], b = HEXDIR[(((f + 1) % 6) + 6) % 6];
      const p = [[row[0] + a[0], row[1] + a[1]], [row[0] + b[0], row[1] + b[1]], [row[0], row[1]]].map(h => xy(h[0], h[1]));
      return [(p[0][0] + p[1][0] + p[2][0]) / 3, (p[0][1] + p[1][1] + p[2][1]) / 3, p];
    }
    const c = xy(row[0], row[1]);
    return [c[0], c[1], null];
  }
  function unit(row) {
    if (G === 'hex') return 1;
    if (G === 'plane') return Math.max(0.3, (row[7] ? row[7][0] : 0.4) * 2);
    if (G === 'stand') { let m = 0.3; for (const [x, y] of (row[7] ? row[7][0] : [])) m = Math.max(m, Math.hypot(x, y)); return m * 1.4; }
    return 1;
  }
  return { xy, hexPts, angle, centre, unit, el, COLOURS, EDGE };
}
