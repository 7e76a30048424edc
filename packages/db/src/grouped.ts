// Group commit for a hot single-row write. Each call waits for its own row, but calls that arrive
// while earlier groups are still at the database go out together as one statement: at 50
// concurrent donors the order insert was one round trip, one transaction and one WAL flush per
// order, and the socket writes and the backends' wake-ups were most of the CPU on both sides.
// With nothing in flight a call goes out alone at once (no timer, no added wait), so a quiet
// site sees no difference; under load the groups grow by themselves.
//
// A group that fails is retried one call at a time, so one bad row never fails its neighbours
// and each caller gets its own error.

export interface GroupOptions {
  /** Groups at the database at once; later calls wait and join the next group. */
  inFlight: number;
  /** The most calls in one group. */
  maxSize: number;
}

/**
 * `run` answers one result per input, in the inputs' order (`undefined` where an input made no
 * row). Answers a function that takes one input and resolves with its result.
 */
export function grouped<I, O>(run: (inputs: I[]) => Promise<(O | undefined)[]>, opts: GroupOptions): (input: I) => Promise<O | undefined> {
  type Waiting = { input: I; resolve: (o: O | undefined) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  const settleEach = async (group: Waiting[]) => {
    for (const w of group) {
      try {
        const [out] = await run([w.input]);
        w.resolve(out);
      } catch (e) {
        w.reject(e);
      }
    }
  };

  const send = async (group: Waiting[]) => {
    running++;
    try {
      let outs: (O | undefined)[];
      try {
        outs = await run(group.map((w) => w.input));
      } catch (e) {
        if (group.length === 1) throw e;
        await settleEach(group);
        return;
      }
      group.forEach((w, i) => {
        w.resolve(outs[i]);
      });
    } catch (e) {
      for (const w of group) w.reject(e);
    } finally {
      running--;
      flush();
    }
  };

  function flush() {
    while (queue.length && running < opts.inFlight) {
      const group = queue.length > opts.maxSize ? queue.splice(0, opts.maxSize) : queue;
      if (group === queue) queue = [];
      void send(group);
    }
  }

  return (input) =>
    new Promise<O | undefined>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      // Calls made in the same turn of the event loop (one socket read can hold several
      // requests' bodies) join one group; a microtask adds no measurable wait.
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          flush();
        });
      }
    });
}
