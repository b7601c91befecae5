/** Answered when the gate's queue is full: the caller refuses with 429 instead of queueing more work. */
export class GateFullError extends Error {
  constructor() {
    super("Too many password checks at once; try again in a moment.");
    this.name = "GateFullError";
  }
}

/**
 * Caps how many password checks (scrypt, on libuv's small thread pool) run at once and how many wait, so
 * a flood of logins cannot occupy the pool that file and DNS work share. Over the cap it refuses at once.
 */
export function createPasswordCheckGate({ running = 2, waiting = 16 }: { running?: number; waiting?: number } = {}) {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(check: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (queue.length >= waiting) throw new GateFullError();
        // The slot is handed over by `release`: `active` stays counted for the waiter.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await check();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
export type PasswordCheckGate = ReturnType<typeof createPasswordCheckGate>;
