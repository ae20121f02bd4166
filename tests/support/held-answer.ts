import type { ServerResponse } from 'node:http';

/**
 * A receiver's answer that holds the first request until `release()`, so a second run surely
 * overlaps the first; any later request (the double send such tests look for) is answered at once.
 */
export function holdFirstAnswer() {
  let arrived!: () => void;
  const firstArrived = new Promise<void>((r) => {
    arrived = r;
  });
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let held = false;
  const respond = (res: ServerResponse) => {
    if (held) return void res.end();
    held = true;
    arrived();
    void released.then(() => res.end());
  };
  return { respond, firstArrived, release };
}
