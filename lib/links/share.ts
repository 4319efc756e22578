export type ShareNetwork = 'linkedin' | 'x' | 'facebook';

export interface ShareTarget {
  url: string;
  title: string;
  excerpt: string;
}

/** Share links of each network (spec §7, docs/decisions.md). */
export function shareUrl(network: ShareNetwork, target: ShareTarget): string {
  const url = encodeURIComponent(target.url);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${encodeURIComponent(`${target.title} - ${target.excerpt}`)}&url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}

/** The share window: 600×400, without access back to this page. */
export const SHARE_WINDOW = {
  name: 'hanzo-compartir',
  features: 'width=600,height=400,noopener,noreferrer',
} as const;

/** How long "¡Copiado!" stays before the menu resets and closes. */
export const COPIED_RESET_MS = 2000;
