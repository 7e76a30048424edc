// Progressive enhancement shipped inline as a classic script on every page, so pages that do
// not hydrate React still get it:
// - [data-slider] carousels: autoplay, loop, arrows and dots (without it: a swipeable row);
// - [data-toast] messages: close after 5000 ms, pausing on hover and while the window is blurred;
// - [data-show-current] horizontal chip rows: the chosen chip (aria-current) is scrolled into
//   the middle of its row, so a cause chosen far to the right is still seen as chosen.
// React pages call window.sahyogSlider(el) / window.sahyogToast(el) when such an element mounts.
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
          // The words come from the page (Slider.tsx's data-dot-label, in its language): {n} is the slide.
          b.setAttribute('aria-label', (dotsBox.dataset.dotLabel || 'Show slide {n}').replace('{n}', String(i + 1)));
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

  const TOAST_MS = 5000;
  // Toasts are hidden, never removed: on hydrated pages React owns these nodes.
  function toast(el) {
    if (!el || el.dataset.ready) return;
    el.dataset.ready = '1';
    let left = TOAST_MS;
    let started = Date.now();
    let timer = 0;
    const hide = () => {
      el.hidden = true;
    };
    const run = () => {
      started = Date.now();
      timer = setTimeout(hide, left);
    };
    const pause = () => {
      clearTimeout(timer);
      left -= Date.now() - started;
    };
    el.addEventListener('mouseenter', pause);
    el.addEventListener('mouseleave', run);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', run);
    el.querySelector('[data-toast-close]')?.addEventListener('click', hide);
    run();
  }

  // Horizontal only: the page itself must not jump (scrollIntoView would scroll it too).
  function showCurrent(row) {
    const current = row.querySelector('[aria-current="page"]');
    if (!current || row.scrollWidth <= row.clientWidth) return;
    const r = row.getBoundingClientRect();
    const c = current.getBoundingClientRect();
    row.scrollLeft += c.left + c.width / 2 - (r.left + r.width / 2);
  }

  // The home page's notice: once closed, not shown again to this browser until its words change.
  function popup(el) {
    const key = 'sahyog:popup';
    try {
      if (localStorage.getItem(key) === el.dataset.popup) el.close();
      el.addEventListener('close', () => localStorage.setItem(key, el.dataset.popup || ''));
    } catch {
      // Storage refused (private mode): the notice shows each visit, and still closes.
    }
  }

  window.sahyogSlider = enhance;
  window.sahyogToast = toast;
  const all = () => {
    for (const el of document.querySelectorAll('[data-slider]')) enhance(el);
    for (const el of document.querySelectorAll('[data-toast]')) toast(el);
    for (const el of document.querySelectorAll('[data-show-current]')) showCurrent(el);
    for (const el of document.querySelectorAll('dialog[data-popup]')) popup(el);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', all);
  else all();
})();
