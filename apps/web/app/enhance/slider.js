// Progressive enhancement for [data-slider] carousels, shipped inline as a classic script so
// pages that do not hydrate React still get autoplay, arrows and dots. Without it a slider is
// a swipeable scroll-snap row. React pages call window.sahyogSlider(el) when a slider mounts.
(() => {
  const AUTOPLAY_MS = 3000;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function enhance(root) {
    if (!root || root.dataset.ready) return;
    root.dataset.ready = '1';
    const track = root.querySelector('[data-track]');
    const dotsBox = root.querySelector('[data-dots]');
    const prev = root.querySelector('[data-prev]');
    const next = root.querySelector('[data-next]');
    const autoplay = root.dataset.autoplay === 'true' && !reduced;
    if (!track) return;
    const slides = () => Array.from(track.children);
    let active = 0;
    let paused = false;

    const pages = () => {
      const first = slides()[0];
      if (!first) return 1;
      const visible = Math.max(1, Math.round(track.clientWidth / Math.max(1, first.offsetWidth)));
      return Math.max(1, slides().length - visible + 1);
    };

    const goTo = (i) => {
      const n = pages();
      const idx = ((i % n) + n) % n;
      const item = slides()[idx];
      if (item) track.scrollTo({ left: item.offsetLeft - track.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
    };

    const render = () => {
      const n = pages();
      root.dataset.pages = String(n);
      if (!dotsBox) return;
      if (dotsBox.children.length !== n) {
        dotsBox.textContent = '';
        for (let i = 0; i < n; i++) {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'slider-dot';
          b.setAttribute('aria-label', `Show slide ${i + 1}`);
          b.addEventListener('click', () => goTo(i));
          dotsBox.appendChild(b);
        }
      }
      Array.from(dotsBox.children).forEach((b, i) => {
        if (i === active) b.setAttribute('aria-current', 'true');
        else b.removeAttribute('aria-current');
      });
    };

    track.addEventListener(
      'scroll',
      () => {
        const first = slides()[0];
        const w = first ? first.offsetWidth : track.clientWidth;
        active = Math.min(pages() - 1, Math.round(track.scrollLeft / Math.max(1, w)));
        render();
      },
      { passive: true },
    );
    prev?.addEventListener('click', () => goTo(active - 1));
    next?.addEventListener('click', () => goTo(active + 1));
    for (const [ev, val] of [
      ['mouseenter', true],
      ['mouseleave', false],
      ['focusin', true],
      ['focusout', false],
    ]) {
      root.addEventListener(ev, () => {
        paused = val;
      });
    }
    window.addEventListener('resize', render);
    render();
    if (autoplay) {
      setInterval(() => {
        if (paused || document.hidden || pages() < 2 || !root.isConnected) return;
        goTo(active + 1 >= pages() ? 0 : active + 1);
      }, AUTOPLAY_MS);
    }
  }

  window.sahyogSlider = enhance;
  const all = () => {
    for (const el of document.querySelectorAll('[data-slider]')) enhance(el);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', all);
  else all();
})();
