import { guardSeeks } from './seek-guard';

/** An element stand-in whose currentTime is the prototype's accessor, as a browser's is. */
class Element {
  writes: number[] = [];
  fastSeeks: number[] = [];
  private time = 0;
  get currentTime() {
    return this.time;
  }
  set currentTime(t: number) {
    this.writes.push(t);
    this.time = t;
  }
  fastSeek(t: number) {
    this.fastSeeks.push(t);
    this.time = t;
  }
}

/** Sends a seek into 10-20 on to 20; anything else as it is. */
const skipCut = (t: number) => (t >= 10 && t < 20 ? 20 : t);

describe('guardSeeks', () => {
  it('hands every write of currentTime to the check before the element gets it', () => {
    const video = new Element();
    guardSeeks(video, skipCut);
    video.currentTime = 15;
    video.currentTime = 5;
    expect(video.writes).toEqual([20, 5]);
    expect(video.currentTime).toBe(5);
  });

  it('checks fastSeek the same way', () => {
    const video = new Element();
    guardSeeks(video, skipCut);
    video.fastSeek(12);
    expect(video.fastSeeks).toEqual([20]);
  });

  it('gives the element its own setter and fastSeek back on undo', () => {
    const video = new Element();
    const undo = guardSeeks(video, skipCut);
    undo();
    video.currentTime = 15;
    video.fastSeek(16);
    expect(video.writes).toEqual([15]);
    expect(video.fastSeeks).toEqual([16]);
    expect(Object.getOwnPropertyNames(video)).not.toContain('currentTime');
    expect(Object.getOwnPropertyNames(video)).not.toContain('fastSeek');
  });

  it('guards a plain field too, and keeps its value on undo', () => {
    const video = { currentTime: 3 };
    const undo = guardSeeks(video, skipCut);
    video.currentTime = 11;
    expect(video.currentTime).toBe(20);
    undo();
    expect(Object.getOwnPropertyDescriptor(video, 'currentTime')).toMatchObject({ value: 20, writable: true });
  });

  it('leaves alone what replaced it since', () => {
    const video = new Element();
    const undo = guardSeeks(video, skipCut);
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 7, writable: true });
    undo();
    expect(video.currentTime).toBe(7);
  });
});
