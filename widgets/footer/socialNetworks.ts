/*
 * The social links of the footer, from the configuration's social_media list. lucide ships no
 * brand logos, so each known network gets a lucide pictogram that hints at it, and its name is
 * always written out beside it.
 */
import {
  AtSign,
  BriefcaseBusiness,
  Camera,
  CirclePlay,
  Globe,
  type LucideIcon,
  ThumbsUp,
} from 'lucide-react';
import type { SocialMedia } from '../../src/core/api/wire';
import type { MessageKey } from '../../src/core/i18n';
import { externalUrl } from './externalUrl';

/** A network the footer knows: its translated name and its pictogram. */
interface KnownNetwork {
  label: MessageKey;
  icon: LucideIcon;
}

// Keys are the configuration's names, lower-cased without spaces or punctuation.
const KNOWN_NETWORKS: Readonly<Record<string, KnownNetwork>> = {
  facebook: { label: 'Facebook', icon: ThumbsUp },
  instagram: { label: 'Instagram', icon: Camera },
  twitter: { label: 'X (Twitter)', icon: AtSign },
  x: { label: 'X (Twitter)', icon: AtSign },
  youtube: { label: 'YouTube', icon: CirclePlay },
  linkedin: { label: 'LinkedIn', icon: BriefcaseBusiness },
};

/** A social link ready to show: where it goes, its pictogram, and how to name it. */
export interface SocialLink {
  href: string;
  icon: LucideIcon;
  /** A message key for a known network, or the configuration's own name for any other. */
  name: { key: MessageKey } | { text: string };
}

const networkKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The configuration's social links that can be shown: each with a safe web link and a name;
 * unknown networks keep the name the shop gave them and a globe.
 */
export function socialLinks(entries: readonly SocialMedia[]): SocialLink[] {
  return entries.flatMap(({ name, link }) => {
    const href = externalUrl(link);
    const text = name.trim();
    if (href === null || text === '') return [];
    const known = KNOWN_NETWORKS[networkKey(text)];
    return [
      known
        ? { href, icon: known.icon, name: { key: known.label } }
        : { href, icon: Globe, name: { text } },
    ];
  });
}
