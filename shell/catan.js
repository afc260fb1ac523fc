// CATAN web shell: loads the WebAssembly app into a page element and exposes a small
// embedding API. All URLs are relative to this script, so the built folder works from any
// static host, sub-path or CDN.
(function () {
  'use strict';
  const scriptUrl = (document.currentScript && document.currentScript.src) || location.href;
  const base = scriptUrl.slice(0, scriptUrl.lastIndexOf('/') + 1);

  // Cheap check only: creating a throwaway WebGL2 context costs up to a second on software GL.
  // A browser that has the API but refuses the context is reported by the app itself (onFatal).
  function webgl2Available() { return typeof WebGL2RenderingContext === 'function'; }

  function loadScript(url) {
    return new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = url; s.async = true;
      s.onload = resolve;
      s.onerror = () => reject(new Error('could not load ' + url));
      document.head.appendChild(s);
    });
  }

  // Downloads the wasm with a progress callback (fraction 0..1, or -1 when unknown).
  async function fetchWithProgress(url, onProgress) {
    const res = await fetch(url);
    if (!res.ok) throw new Error('could not load ' + url + ' (HTTP ' + res.status + ')');
    const total = Number(res.headers.get('content-length')) || 0;
    if (!res.body || !total) { onProgress(-1); return new Uint8Array(await res.arrayBuffer()); }
    const reader = res.body.getReader();
    const chunks = []; let got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value); got += value.length;
      onProgress(Math.min(1, got / total));
    }
    const out = new Uint8Array(got); let o = 0;
    for (const c of chunks) { out.set(c, o); o += c.length; }
    return out;
  }

  // One tab per browser owns the saved game: resolves true if this tab got the lock (held
  // until the tab closes), false if another tab holds it. Without Web Locks, every tab owns it.
  // A reloading tab's old document may still hold the lock for a moment: one retry.
  function acquireSaveLock(retries = 2) {
    if (!navigator.locks || !navigator.locks.request) return Promise.resolve(true);
    return new Promise((resolve) => {
      navigator.locks.request('catan-saved-game', { ifAvailable: true }, (lock) => {
        if (lock) { resolve(true); return new Promise(() => {}); }
        if (retries > 0) setTimeout(() => acquireSaveLock(retries - 1).then(resolve), 300);
        else resolve(false);
        return undefined;
      }).catch(() => resolve(true));
    });
  }

  // A hidden file input for "Open position…" (docs/scenario.md): the app asks for it with
  // Module.openScenarioPicker(); the chosen file's text goes to the wasm's openScenario,
  // which starts the game or puts the reason on the title screen.
  function scenarioInput(stage) {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'scenario-file';
    input.accept = '.json,application/json';
    input.hidden = true;
    input.addEventListener('change', () => {
      const file = input.files && input.files[0];
      if (!file) return;
      file.text().then((text) => {
        input.value = '';
        if (!Catan.module) return;
        Catan.scenarioResult = Catan.module.openScenario(text);
        if (Catan.module.requestRedraw) Catan.module.requestRedraw();  // changed outside SDL input
      }, (e) => { Catan.scenarioResult = 'The file could not be read: ' + (e && e.message || e); });
    });
    stage.appendChild(input);
    return input;
  }

  // The app draws only when something changes (input reaches it through SDL). These changes
  // happen outside it, so they ask for a redraw: the stage resized without a window resize
  // (an embedding page's layout), the device pixel ratio changed (zoom, another screen), the
  // page became visible again.
  function watchForRedraw(stage, mod) {
    const redraw = () => { if (mod.requestRedraw) mod.requestRedraw(); };
    if (typeof ResizeObserver === 'function') new ResizeObserver(redraw).observe(stage);
    document.addEventListener('visibilitychange', () => { if (!document.hidden) redraw(); });
    let ratio = window.devicePixelRatio;
    const ratioChanged = () => { if (window.devicePixelRatio !== ratio) { ratio = window.devicePixelRatio; redraw(); } };
    const watchRatio = () => {
      if (!window.matchMedia) return;
      const q = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      q.addEventListener('change', () => { ratioChanged(); watchRatio(); }, { once: true });
    };
    watchRatio();
    // Not every ratio change raises that event (e.g. an emulated device): look once a second too.
    setInterval(ratioChanged, 1000);
  }

  const Catan = {
    /** The Emscripten module once booted (null before). */
    module: null,
    /** True once the first frame has been drawn. */
    ready: false,
    /** Milliseconds from navigation start to the first rendered frame. */
    firstFrameMs: null,
    /** Resolves with the module after the first frame; rejects with a readable error. */
    whenReady: null,

    /**
     * Boots the game into `stage`, an element holding a <canvas id="canvas"> and optionally the
     * #overlay / #loading-bar / #error elements of index.html. Options: `base` (URL of the
     * built files), `ice` (peer games' ICE servers: 'off', 'default', a comma-separated list of
     * stun:/turn: URLs or RTCIceServer objects; a URL's ?ice= wins; docs/peer-protocol.md).
     * Returns the whenReady promise.
     */
    boot(stage, options) {
      options = options || {};
      if (options.ice !== undefined) Catan.iceOption = options.ice;
      const canvas = stage.querySelector('canvas');
      const overlay = stage.querySelector('#overlay');
      const bar = stage.querySelector('#loading-bar');
      const picker = stage.querySelector('#scenario-file') || scenarioInput(stage);
      const fail = (msg) => {
        console.warn('CATAN: ' + msg);
        if (overlay) {
          overlay.classList.remove('done');
          const l = overlay.querySelector('#loading'); if (l) l.hidden = true;
          const e = overlay.querySelector('#error'); if (e) e.hidden = false;
          const t = overlay.querySelector('#error-text'); if (t) t.textContent = msg;
        }
        Catan.error = msg;
      };
      Catan.whenReady = new Promise((resolve, reject) => {
        if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
          const m = 'This browser does not support WebAssembly. Please use a current Chrome, Edge, Firefox or Safari.';
          fail(m); reject(new Error(m)); return;
        }
        if (!webgl2Available()) {
          const m = 'This browser or device has WebGL 2 turned off or unsupported, and the game board needs it. ' +
                    'Try enabling hardware acceleration or another browser.';
          fail(m); reject(new Error(m)); return;
        }
        const wasmUrl = (options.base || base) + 'app.wasm';
        Promise.all([
          acquireSaveLock().then((owner) => { Catan.saveOwner = owner; }),
          fetchWithProgress(wasmUrl, (f) => { if (bar) bar.style.width = (f < 0 ? 60 : Math.round(f * 100)) + '%'; }),
          typeof createCatanModule === 'function' ? null : loadScript((options.base || base) + 'app.js'),
        ]).then(([, wasmBinary]) => createCatanModule({
          canvas, stage, wasmBinary, saveOwner: Catan.saveOwner,
          locateFile: (p) => (options.base || base) + p,
          print: (t) => console.log(t),
          printErr: (t) => console.warn(t),
          onFatal: (m) => { fail(m); reject(new Error(m)); },
          openScenarioPicker: () => picker.click(),
          onFirstFrame: () => {
            Catan.ready = true;
            Catan.firstFrameMs = performance.now();
            if (overlay) overlay.classList.add('done');
            canvas.focus();
            resolve(Catan.module);
          },
        })).then((mod) => {
          Catan.module = mod;
          // A hidden tab gets no animation frames; keep computer seats moving (a hosted game's
          // guests would otherwise wait for them). Browsers run this timer about once a second.
          setInterval(() => { if (document.hidden && Catan.ready) mod.backgroundTick(8); }, 1000);
          watchForRedraw(stage, mod);
          if (window.CatanTextInput) window.CatanTextInput.attach(stage, canvas, mod);  // shell/text-input.js
        })
          .catch((e) => { const m = 'The game failed to load: ' + (e && e.message || e); fail(m); reject(new Error(m)); });
      });
      return Catan.whenReady;
    },

    /**
     * True if this tab owns the browser's saved game (the first CATAN tab open holds a Web
     * Lock until it closes); false in a second tab, which then neither resumes nor saves games,
     * so two tabs never overwrite each other's game. Set before the app starts.
     */
    saveOwner: true,

    /** The `ice` option of boot (peer games' ICE servers), or undefined. */
    iceOption: undefined,

    /** What the last opened position file gave: "" (the game started) or the reason it did not. */
    scenarioResult: null,

    /** Test hook: the labelled things drawn in the last frame (buttons, board places), CSS px. */
    probe() { return Catan.module ? JSON.parse(Catan.module.probe()) : []; },
  };
  window.Catan = Catan;
})();
