/*
 * happy-dom's IntersectionObserver never reports, so deferred sections and "load more" sentinels
 * would never load. This double records what is observed and lets the test decide when the
 * shopper has scrolled near it.
 */

/** An IntersectionObserver stand-in the test drives, with the means to drive it. */
export interface ScrollObserver {
  /** The class to stub in as `IntersectionObserver`. */
  Observer: new (
    report: IntersectionObserverCallback,
  ) => Pick<IntersectionObserver, 'observe' | 'disconnect' | 'unobserve' | 'takeRecords'>;
  /** Reports every watched element as near the viewport, as a shopper scrolling down would. */
  scrollNear: () => void;
  /** Forgets every watched element, so one test's observers never report in the next. */
  forget: () => void;
}

/** A fresh IntersectionObserver double with its own list of watched elements. */
export function createScrollObserver(): ScrollObserver {
  const watched: Array<{ target: Element; report: IntersectionObserverCallback }> = [];

  class Observer {
    readonly #report: IntersectionObserverCallback;
    constructor(report: IntersectionObserverCallback) {
      this.#report = report;
    }
    observe(target: Element) {
      watched.push({ target, report: this.#report });
    }
    disconnect() {
      for (let index = watched.length - 1; index >= 0; index -= 1) {
        if (watched[index]?.report === this.#report) watched.splice(index, 1);
      }
    }
    unobserve() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  const scrollNear = () => {
    for (const { target, report } of watched.splice(0)) {
      report(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  };

  const forget = () => {
    watched.length = 0;
  };

  return { Observer, scrollNear, forget };
}
