// Text entry on phones for the canvas app (web/text_input.hpp): a hidden <input> that takes
// focus while an ImGui text field is edited, so the on-screen keyboard opens, and that hands
// what is typed, deleted or pasted into it to the app. Physical keyboards keep reaching the app
// through SDL's own key events, so their keys are not forwarded twice.
(function () {
  'use strict';

  function inside(it, x, y) { return x >= it.x && x <= it.x + it.w && y >= it.y && y <= it.y + it.h; }

  /**
   * Adds the hidden input to `stage` for the app module `mod` drawing into `canvas`.
   * Returns the input element.
   */
  function attach(stage, canvas, mod) {
    const input = document.createElement('input');
    input.type = 'text';
    input.id = 'text-input';
    input.setAttribute('autocomplete', 'off');
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('spellcheck', 'false');
    input.setAttribute('aria-hidden', 'true');
    input.tabIndex = -1;
    // Invisible but focusable; 16 px text so iOS does not zoom the page when it gets focus.
    Object.assign(input.style, { position: 'absolute', left: '0px', top: '0px', width: '1px', height: '1px',
      opacity: '0', border: '0', padding: '0', margin: '0', fontSize: '16px', pointerEvents: 'none',
      background: 'transparent', color: 'transparent', caretColor: 'transparent' });
    stage.appendChild(input);

    let keyHandled = false;  // the last key event was a real key, which SDL already delivered
    const redraw = () => { if (mod.requestRedraw) mod.requestRedraw(); };
    const place = (x, y, w, h) => {
      Object.assign(input.style, { left: x + 'px', top: y + 'px', width: Math.max(1, w) + 'px', height: Math.max(1, h) + 'px' });
    };
    const focus = () => { if (document.activeElement !== input) input.focus({ preventScroll: true }); };

    input.addEventListener('keydown', (e) => {
      keyHandled = !(e.key === 'Unidentified' || e.key === 'Process' || e.keyCode === 229 || e.isComposing);
    });
    input.addEventListener('input', (e) => {
      const real = keyHandled;
      keyHandled = false;
      const text = e.data || '';
      input.value = '';
      if (real) return;  // SDL delivered this key already
      const type = e.inputType || '';
      if (type.startsWith('delete')) mod.pressKey(type === 'deleteContentForward' ? 'Delete' : 'Backspace');
      else if (type === 'insertLineBreak') mod.pressKey('Enter');
      else if (text) mod.typeText(text);
      redraw();
    });
    input.addEventListener('paste', (e) => {
      const text = e.clipboardData ? e.clipboardData.getData('text/plain') : '';
      e.preventDefault();
      keyHandled = false;
      if (text) { mod.typeText(text.replace(/[\r\n]+/g, ' ')); redraw(); }
    });

    // The app says when a field starts or stops being edited (after a frame).
    mod.textFieldFocus = (editing, x, y, w, h) => {
      if (editing) { place(x, y, w, h); focus(); }
      else if (document.activeElement === input) { input.blur(); canvas.focus({ preventScroll: true }); }
    };
    // Phones open the keyboard only for a focus inside the tap's own event handler, not from
    // the app's next frame: a tap on a text field drawn in the last frame focuses the input now.
    const onTap = (e) => {
      const p = e.changedTouches ? e.changedTouches[0] : e;
      if (!p) return;
      const r = canvas.getBoundingClientRect();
      const x = p.clientX - r.left, y = p.clientY - r.top;
      let items = [];
      try { items = JSON.parse(mod.probe()); } catch (err) { return; }
      const field = items.find((it) => it.input && inside(it, x, y));
      if (field) { place(field.x, field.y, field.w, field.h); focus(); }
    };
    canvas.addEventListener('touchend', onTap, { passive: true });
    return input;
  }

  window.CatanTextInput = { attach };
})();
