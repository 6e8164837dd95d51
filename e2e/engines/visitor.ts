/**
 * A function sent to the page and run there: it may use its string arguments and the page's
 * globals only, since each driver sends its source text.
 */
export type PageFunction<R> = (...args: string[]) => R;

/** A control found on the page. */
export interface Control {
  click(): Promise<void>;
  /** Types `text` key by key, as a visitor does. */
  type(text: string): Promise<void>;
}

/** One browser engine with one tab, driven through that engine's own automation protocol. */
export interface Visitor {
  open(url: string): Promise<void>;
  /**
   * Makes the page's viewport `width` × `height` CSS pixels, as a phone's or a desktop's screen,
   * or as near as the engine's window goes; answers the width it got.
   */
  resize(width: number, height: number): Promise<number>;
  /** Presses a key where the focus is, as a keyboard does. */
  press(key: 'Tab' | 'Enter'): Promise<void>;
  /** Types `text` where the focus is. */
  typeHere(text: string): Promise<void>;
  /** Runs `read` in the page and answers its result (awaited when it is a promise). */
  read<R>(read: PageFunction<R | Promise<R>>, ...args: string[]): Promise<R>;
  /** Waits up to 10 s for `find` to answer an element. */
  control(find: PageFunction<Element | null>, ...args: string[]): Promise<Control>;
  close(): Promise<void>;
}
