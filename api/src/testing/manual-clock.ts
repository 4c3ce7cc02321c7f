export interface ManualClock {
  /** The current time, in milliseconds. */
  now: () => number;
  /** Moves the time forward. */
  advance: (ms: number) => void;
}

/** A clock only the test moves, set back to `start` before each test of the file (or `describe` block). */
export function manualClock(start = 1_000_000): ManualClock {
  let time = start;
  beforeEach(() => {
    time = start;
  });
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
