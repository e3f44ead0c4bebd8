import { SeekQueue } from './seek-queue';

/** An element whose seeks run until finished by hand. */
function element() {
  const video = {
    seeking: false,
    position: 0,
    writes: [] as number[],
    get currentTime() {
      return this.position;
    },
    set currentTime(t: number) {
      this.writes.push(t);
      this.position = t;
      this.seeking = true;
    },
  };
  return video;
}

describe('SeekQueue', () => {
  it('seeks at once when nothing runs', () => {
    const video = element();
    const queue = new SeekQueue(video);
    queue.request(40);
    expect(video.writes).toEqual([40]);
    expect(queue.pending).toBe(false);
    expect(queue.target).toBe(40);
  });

  it('keeps only the last seek asked for while one runs, and starts it when that one has finished', () => {
    const video = element();
    const queue = new SeekQueue(video);
    queue.request(96);
    queue.request(106);
    queue.request(86);
    expect(video.writes).toEqual([96]);
    expect(queue.target).toBe(86);
    video.seeking = false;
    expect(queue.next()).toBe(true);
    expect(video.writes).toEqual([96, 86]);
    video.seeking = false;
    expect(queue.next()).toBe(false);
    expect(video.writes).toEqual([96, 86]);
  });

  it("waits while the caller says it is busy (the player's own jump over a cut)", () => {
    const video = element();
    const queue = new SeekQueue(video);
    queue.request(30, true);
    expect(video.writes).toEqual([]);
    expect(queue.target).toBe(30);
    expect(queue.next()).toBe(true);
    expect(video.writes).toEqual([30]);
  });

  it('forgets a waiting seek when cleared', () => {
    const video = element();
    const queue = new SeekQueue(video);
    queue.request(10);
    queue.request(20);
    queue.clear();
    expect(queue.next()).toBe(false);
    expect(queue.target).toBe(10);
  });
});
