// A wire log with a fault: every data-channel frame a page sends or receives, in order, by its
// message type, and one incoming `patch` frame swallowed on request (the delta protocol's
// resync test). Installed as an init script, so the page runs unchanged (no test hook in it).

/**
 * In every page of `context`: window.__wire lists frames in arrival/sending order as
 * { dir: 'in' | 'out', type, version?, base?, binary, dropped? } (a binary frame is inflated from a
 * copy to read its type); setting window.__dropPatch = n swallows the n-th frame of type
 * `patch` (text or deflated binary) received after that, counting from 1, before the page sees
 * it, and records it in window.__dropped. Frames still reach the page in their order.
 */
export async function wireLog(context) {
  await context.addInitScript(() => {
    window.__wire = [];
    window.__dropped = [];
    window.__dropPatch = 0;
    let patches = 0;   // patch frames seen since __dropPatch was set
    let armed = 0;
    const note = (dir, text, binary) => {
      const entry = { dir, type: null, binary };
      try { const m = JSON.parse(text); Object.assign(entry, { type: m.type, version: m.version, base: m.base }); } catch (e) { entry.type = '?'; }
      return entry;
    };
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      window.__wire.push(typeof data === 'string' ? note('out', data, false) : { dir: 'out', type: '[binary]', binary: true });
      return send.call(this, data);
    };
    // Incoming frames reach the page in their order, each after its type is known: a binary
    // frame's (deflated) text is inflated from a copy first. Only a swallowed frame is lost.
    const inflate = (data) => new Response(new Blob([data.slice(0)]).stream()
      .pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const add = RTCDataChannel.prototype.addEventListener;
    RTCDataChannel.prototype.addEventListener = function (type, fn, opts) {
      if (type !== 'message') return add.call(this, type, fn, opts);
      let queue = Promise.resolve();
      const wrapped = (e) => {
        const d = e.data, binary = typeof d !== 'string';
        const entry = { dir: 'in', type: null, binary };
        window.__wire.push(entry);
        const text = binary ? inflate(d).catch(() => '') : Promise.resolve(d);
        queue = queue.then(() => text).then((t) => {
          Object.assign(entry, note('in', t, binary));
          if (armed !== window.__dropPatch) { armed = window.__dropPatch; patches = 0; }
          if (entry.type === 'patch' && armed > 0 && ++patches === armed) {
            window.__dropPatch = armed = 0;
            entry.dropped = true;
            window.__dropped.push(entry);
            return;  // swallowed: the page never hears of it
          }
          fn.call(this, e);
        }).catch((err) => console.error('wire log: ' + err));
      };
      return add.call(this, type, wrapped, opts);
    };
  });
}
