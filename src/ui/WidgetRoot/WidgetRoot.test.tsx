import { screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { renderWithSouq } from '../testing/renderWithSouq';
import { useOverlayContainer } from './overlayContainer';

describe('given a WidgetRoot that has just mounted', () => {
  it('gives a portal the overlay element once it is there', () => {
    function Overlay() {
      const overlays = useOverlayContainer();
      return overlays ? createPortal(<p>in the overlay layer</p>, overlays) : null;
    }
    renderWithSouq(<Overlay />);
    expect(screen.getByText('in the overlay layer').closest('[data-theme="light"]')).not.toBeNull();
  });
});
