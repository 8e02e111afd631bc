import { describe, expect, it } from 'vitest';
import type { EmbedBridge } from './bridge';
import type { OutgoingPayloads, OutgoingType } from './messages';
import { createHeightReport, EDITOR_HEIGHT } from './resize';

/** A ResizeObserver the test drives: node has none, and the point is what is posted when the browser reports. */
class ManualObserver {
  static last: ManualObserver | undefined;
  observed: unknown[] = [];
  constructor(readonly report: () => void) {
    ManualObserver.last = this;
  }
  observe(target: unknown) {
    this.observed.push(target);
  }
  unobserve(target: unknown) {
    this.observed = this.observed.filter((t) => t !== target);
  }
}

function recordingBridge() {
  const posted: Array<{ type: OutgoingType; payload: unknown }> = [];
  const bridge: EmbedBridge = {
    post: <T extends OutgoingType>(type: T, payload: OutgoingPayloads[T]) => void posted.push({ type, payload }),
    onHostMessage: () => () => {},
    setOrigins: () => {},
    dispose: () => {},
  };
  return { bridge, posted };
}

/** An element as the browser measures it: its border box, whatever its document or viewport. */
function box(height: number) {
  const element = { height, getBoundingClientRect: () => ({ height: element.height }) };
  return element as typeof element & Element;
}

describe('resize', () => {
  it('tells the frame’s height in whole pixels, once per change, watching the frame and its content until left', () => {
    const { bridge, posted } = recordingBridge();
    const frame = box(640.4);
    const content = box(600);
    const leave = createHeightReport(bridge, ManualObserver).follow(frame, 'flow', [content]);
    const observer = ManualObserver.last!;
    expect(observer.observed).toEqual([frame, content]);
    observer.report();
    frame.height = 900;
    observer.report();
    leave();
    expect(observer.observed).toEqual([]);
    frame.height = 1200;
    observer.report();
    expect(posted).toEqual([
      { type: 'resize', payload: { height: 641 } },
      { type: 'resize', payload: { height: 900 } },
    ]);
  });

  it('tells the editor’s height on the editor, whatever its content, and watches nothing there', () => {
    const { bridge, posted } = recordingBridge();
    const report = createHeightReport(bridge, ManualObserver);
    const frame = box(300);
    report.follow(frame, 'flow')();
    const leave = report.follow(frame, 'editor', [box(5000)]);
    expect(ManualObserver.last!.observed).toEqual([]);
    leave();
    // two editor routes one after the other, or back to a screen of the last height: nothing new to tell
    report.follow(frame, 'editor')();
    frame.height = 640;
    report.follow(frame, 'flow')();
    expect(posted.map((m) => m.payload)).toEqual([{ height: 300 }, { height: EDITOR_HEIGHT }]);
  });

  it('tells the height on each move where there is no ResizeObserver, only not as it changes', () => {
    const { bridge, posted } = recordingBridge();
    const report = createHeightReport(bridge, undefined);
    report.follow(box(10), 'flow')();
    report.follow(box(10), 'editor')();
    expect(posted.map((m) => m.payload)).toEqual([{ height: 10 }, { height: EDITOR_HEIGHT }]);
  });
});
