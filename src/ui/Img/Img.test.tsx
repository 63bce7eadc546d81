import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { Img } from './Img';

const apples = { alt: 'Red apples', width: 320, height: 240 };

describe('Img', () => {
  describe('given a picture', () => {
    it('shows it with its alt text', () => {
      renderWithSouq(<Img src="/apples.png" {...apples} />);
      const image = screen.getByRole('img', { name: 'Red apples' });
      expect(image.tagName).toBe('IMG');
      expect(image.getAttribute('src')).toBe('/apples.png');
    });

    it('reserves its box with width and height attributes', () => {
      renderWithSouq(<Img src="/apples.png" {...apples} />);
      const image = screen.getByRole('img', { name: 'Red apples' });
      expect(image.getAttribute('width')).toBe('320');
      expect(image.getAttribute('height')).toBe('240');
    });

    it('loads lazily unless told to load eagerly', () => {
      renderWithSouq(
        <div>
          <Img src="/apples.png" {...apples} />
          <Img src="/hero.png" alt="Hero" width={800} height={400} loading="eager" />
        </div>,
      );
      expect(screen.getByRole('img', { name: 'Red apples' }).getAttribute('loading')).toBe('lazy');
      expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('loading')).toBe('eager');
    });
  });

  describe('when the picture fails to load', () => {
    it('shows a placeholder with the same name and box', () => {
      renderWithSouq(<Img src="/missing.png" {...apples} />);
      fireEvent.error(screen.getByRole('img', { name: 'Red apples' }));
      const placeholder = screen.getByRole('img', { name: 'Red apples' });
      expect(placeholder.tagName.toLowerCase()).toBe('svg');
      expect(placeholder.getAttribute('width')).toBe('320');
      expect(placeholder.getAttribute('height')).toBe('240');
      expect(placeholder.getAttribute('viewBox')).toBe('0 0 320 240');
    });

    it('centres the "no image" mark in the tile', () => {
      renderWithSouq(<Img src="/missing.png" {...apples} />);
      fireEvent.error(screen.getByRole('img', { name: 'Red apples' }));
      const mark = screen.getByRole('img', { name: 'Red apples' }).querySelector('svg');
      expect(mark?.getAttribute('width')).toBe('72');
      expect(mark?.getAttribute('x')).toBe('124');
      expect(mark?.getAttribute('y')).toBe('84');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
    });

    it('tries again when given another source', () => {
      const rendered = renderWithSouq(<Img src="/missing.png" {...apples} />);
      fireEvent.error(screen.getByRole('img', { name: 'Red apples' }));
      rendered.rerender(<Img src="/apples.png" {...apples} />);
      expect(screen.getByRole('img', { name: 'Red apples' }).tagName).toBe('IMG');
    });

    it('passes axe in Arabic', async () => {
      const { container } = renderWithSouq(<Img src="/missing.png" {...apples} alt="تفاح أحمر" />, {
        language: 'ar',
      });
      fireEvent.error(screen.getByRole('img', { name: 'تفاح أحمر' }));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given no source', () => {
    it('shows the placeholder straight away', () => {
      renderWithSouq(<Img src="" {...apples} />);
      expect(screen.getByRole('img', { name: 'Red apples' }).tagName.toLowerCase()).toBe('svg');
    });
  });

  describe('given an empty alt', () => {
    it('keeps a failed decorative picture hidden from screen readers', () => {
      const { container } = renderWithSouq(<Img src={null} alt="" width={64} height={64} />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    });
  });
});
