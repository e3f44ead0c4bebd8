/**
 * Every seek of the video element passes the player's check before the element starts it (docs/decisions/0140).
 * The theater's own seeks are checked where they are made, but scripts also seek the element directly: the
 * streaming library (its start position, its jumps over gaps in the buffer), a browser extension, a test harness.
 * Corrected only at the element's 'seeking' event, such a seek into a cut can show the cut's frame first on a busy
 * page: the element decodes and presents the target while that event waits for the main thread. So the guard
 * replaces the element's own `currentTime` setter (and `fastSeek`, where a browser has it) with one that hands the
 * target to `vet` and seeks to what it answers. Reading `currentTime` is unchanged.
 */

type Seekable = object & { currentTime: number; fastSeek?: (time: number) => void };

/** Looks up the property the element has, its own or inherited (a browser's is the prototype's accessor). */
function descriptorOf(target: object, key: string): PropertyDescriptor | undefined {
  for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
    const found = Object.getOwnPropertyDescriptor(at, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Routes every write of `video.currentTime` (and `video.fastSeek`) through `vet`, which answers where to seek
 * instead (or the same time). Returns the undo: the element's own behaviour again.
 */
export function guardSeeks(video: Seekable, vet: (time: number) => number): () => void {
  const own = Object.getOwnPropertyDescriptor(video, 'currentTime');
  const base = descriptorOf(video, 'currentTime');
  if (!base) return () => undefined;
  // A stand-in with a plain field (unit tests) keeps its value here.
  let stored = base.value as number;
  const read = base.get ? () => base.get!.call(video) as number : () => stored;
  const write = base.set
    ? (time: number) => base.set!.call(video, time)
    : (time: number) => {
        stored = time;
      };
  const set = (time: number) => write(vet(Number(time)));
  Object.defineProperty(video, 'currentTime', { configurable: true, enumerable: base.enumerable, get: read, set });

  const ownFastSeek = Object.prototype.hasOwnProperty.call(video, 'fastSeek');
  const fastSeek = video.fastSeek;
  const guardedFastSeek = typeof fastSeek === 'function' ? (time: number) => fastSeek.call(video, vet(Number(time))) : undefined;
  if (guardedFastSeek) video.fastSeek = guardedFastSeek;

  return () => {
    // Only what this guard put there is taken away (something else may have replaced it since).
    if (Object.getOwnPropertyDescriptor(video, 'currentTime')?.set === set) {
      if (own) Object.defineProperty(video, 'currentTime', own.get || own.set ? own : { ...own, value: read() });
      else delete (video as { currentTime?: number }).currentTime;
    }
    if (guardedFastSeek && video.fastSeek === guardedFastSeek) {
      if (ownFastSeek) video.fastSeek = fastSeek;
      else delete video.fastSeek;
    }
  };
}
