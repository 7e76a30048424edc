// The console's redaction tool (issue 26), inline on the spending queue only: drag on a bill's
// picture to draw a box; each box becomes a line of its textarea (left top width height, in percent
// of the picture) and shows as a black box over it. Without JavaScript the textarea is the tool.
// A finger scrolls the bill until staff turn on drawing (a phone's bill would otherwise be a
// screen-high area that cannot be scrolled past); a mouse or pen always draws.
// A page React renders in the browser (reached by a link, not loaded) runs no inline script: it
// imports this file and calls window.sahyogRedact() (admin-spending.tsx).
(() => {
  const round = (n) => Math.round(n * 100) / 100;
  const attach = (root) => {
    if (root.dataset.ready) return;
    root.dataset.ready = '1';
    const surface = root.querySelector('[data-surface]');
    const img = surface?.querySelector('img');
    const layer = root.querySelector('[data-boxes]');
    const field = root.querySelector('textarea');
    const clear = root.querySelector('[data-clear]');
    const finger = root.querySelector('[data-finger]');
    let fingerDraws = false;
    if (!surface || !img || !layer || !field) return;
    const box = (x, y, w, h) => {
      const d = document.createElement('div');
      Object.assign(d.style, {
        position: 'absolute',
        left: `${x}%`,
        top: `${y}%`,
        width: `${w}%`,
        height: `${h}%`,
        background: 'rgba(0,0,0,.85)',
        outline: '2px solid #dc2626',
      });
      return d;
    };
    const boxes = () =>
      field.value
        .split(/\r?\n/)
        .map((l) =>
          l
            .trim()
            .split(/[\s,;]+/)
            .map(Number),
        )
        .filter((n) => n.length === 4 && n.every((v) => Number.isFinite(v)));
    const draw = () => layer.replaceChildren(...boxes().map(([x, y, w, h]) => box(x, y, w, h)));
    const at = (e) => {
      const r = img.getBoundingClientRect();
      return [Math.min(100, Math.max(0, ((e.clientX - r.left) / r.width) * 100)), Math.min(100, Math.max(0, ((e.clientY - r.top) / r.height) * 100))];
    };
    let start = null;
    let live = null;
    const span = (e) => {
      const [x, y] = at(e);
      const [sx, sy] = start;
      return [Math.min(x, sx), Math.min(y, sy), Math.abs(x - sx), Math.abs(y - sy)];
    };
    surface.style.cursor = 'crosshair';
    if (finger && (navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches)) {
      finger.hidden = false;
      finger.addEventListener('click', () => {
        fingerDraws = !fingerDraws;
        finger.setAttribute('aria-pressed', String(fingerDraws));
        surface.style.touchAction = fingerDraws ? 'none' : '';
      });
    }
    surface.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      if (e.pointerType === 'touch' && !fingerDraws) return;
      e.preventDefault();
      start = at(e);
      live = box(start[0], start[1], 0, 0);
      layer.append(live);
      surface.setPointerCapture(e.pointerId);
    });
    surface.addEventListener('pointermove', (e) => {
      if (!start || !live) return;
      const [x, y, w, h] = span(e);
      Object.assign(live.style, { left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` });
    });
    surface.addEventListener('pointerup', (e) => {
      if (!start) return;
      const [x, y, w, h] = span(e).map(round);
      start = null;
      // A click without a drag draws nothing.
      if (w >= 0.5 && h >= 0.3) field.value = `${field.value.trim()}\n${x} ${y} ${w} ${h}`.trim();
      draw();
    });
    field.addEventListener('input', draw);
    if (clear) {
      clear.hidden = false;
      clear.addEventListener('click', () => {
        field.value = '';
        draw();
      });
    }
    draw();
  };
  window.sahyogRedact = () => {
    for (const root of document.querySelectorAll('[data-redact]')) attach(root);
  };
  window.sahyogRedact();
})();
