// Signalling: how invite and answer codes travel between host and guest when nobody copies
// them by hand. Any object with these three methods is a signalling channel:
//
//   send(msg)        delivers the plain JSON object `msg` to every other party of the channel
//   onMessage(cb)    calls cb(msg) for each message from another party; returns an unsubscribe function
//   close()          stops delivering
//
// Messages (all plain JSON): { kind: 'want', nonce, seat|null, session|null } from a guest asking
// for a seat; { kind: 'invite', to: nonce, code } or { kind: 'refuse', to: nonce, message } from
// the host; { kind: 'answer', code } from the guest. The codes are the same as the copy-paste
// ones, so a signalling server only has to relay these objects between the parties of one game.
// BroadcastSignalling below relays them between tabs of one browser.

const MAX_SIGNAL_CHARS = 20000;

function wellFormed(m) {
  if (!m || typeof m !== 'object' || typeof m.kind !== 'string') return false;
  if (JSON.stringify(m).length > MAX_SIGNAL_CHARS) return false;
  return ['want', 'invite', 'refuse', 'answer'].includes(m.kind);
}

/** Signalling between tabs of one browser (same origin) over a BroadcastChannel named `name`. */
export class BroadcastSignalling {
  constructor(name = 'catan-peer') {
    this._channel = new BroadcastChannel(name);
    this._handlers = [];
    this._channel.onmessage = (e) => {
      if (!wellFormed(e.data)) return;
      for (const cb of [...this._handlers]) {
        try { cb(e.data); } catch (err) { console.error('signalling handler failed:', err); }
      }
    };
  }

  /** Posts `msg` to the other tabs. */
  send(msg) { this._channel.postMessage(msg); }

  /** Calls `cb(msg)` for each well-formed message from another tab; returns an unsubscribe function. */
  onMessage(cb) {
    this._handlers.push(cb);
    return () => { this._handlers = this._handlers.filter((f) => f !== cb); };
  }

  /** Closes the channel. */
  close() { this._handlers = []; this._channel.close(); }
}
