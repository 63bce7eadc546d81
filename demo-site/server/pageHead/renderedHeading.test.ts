// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderedHeading } from './renderedHeading';

describe('renderedHeading', () => {
  it('reads the first heading of the main landmark, not one before it', () => {
    const html =
      '<header><h1 class="logo">Souq</h1></header><main id="main" tabindex="-1"><div><h1 class="t">Help &amp; Support</h1><h1>Other</h1></div></main>';
    expect(renderedHeading(html)).toBe('Help & Support');
  });

  it('reads its text as the document holds it: tags and comments out, references read back', () => {
    const html =
      '<main><h1>Tom<!-- --> &#x27;s <span>caf&#233;</span> &lt;3 &quot;x&quot;&nbsp;y</h1></main>';
    expect(renderedHeading(html)).toBe('Tom \'s café <3 "x"\u00a0y');
  });

  it('finds none in a page without a main landmark or without a heading in it', () => {
    expect(renderedHeading('<h1>Alone</h1>')).toBeNull();
    expect(renderedHeading('<main><div class="skeleton"></div></main>')).toBeNull();
    expect(renderedHeading('<main><h1> <!-- --> </h1></main>')).toBeNull();
  });
});
