import { Globe, ThumbsUp } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { socialLinks } from './socialNetworks';

describe('socialLinks', () => {
  describe('given networks the footer knows, however the shop spells them', () => {
    it('names each with its message key', () => {
      const names = socialLinks([
        { name: 'facebook', link: 'https://facebook.com/s' },
        { name: 'Instagram', link: 'https://instagram.com/s' },
        { name: 'twitter', link: 'https://twitter.com/s' },
        { name: 'X', link: 'https://x.com/s' },
        { name: 'You Tube', link: 'https://youtube.com/s' },
        { name: 'linked-in', link: 'https://linkedin.com/s' },
      ]).map((link) => link.name);
      expect(names).toEqual([
        { key: 'Facebook' },
        { key: 'Instagram' },
        { key: 'X (Twitter)' },
        { key: 'X (Twitter)' },
        { key: 'YouTube' },
        { key: 'LinkedIn' },
      ]);
    });

    it('gives each its pictogram', () => {
      expect(socialLinks([{ name: 'facebook', link: 'https://facebook.com/s' }])[0]?.icon).toBe(
        ThumbsUp,
      );
    });
  });

  describe('given a network the footer does not know', () => {
    it('keeps the shop’s own name and a globe', () => {
      expect(socialLinks([{ name: ' Pinterest ', link: 'https://pinterest.com/s' }])).toEqual([
        { href: 'https://pinterest.com/s', icon: Globe, name: { text: 'Pinterest' } },
      ]);
    });
  });

  describe('given an entry without a usable link or name', () => {
    it('leaves it out', () => {
      expect(
        socialLinks([
          { name: 'facebook', link: '' },
          { name: 'instagram', link: 'javascript:alert(1)' },
          { name: '  ', link: 'https://example.com' },
        ]),
      ).toEqual([]);
    });
  });
});
