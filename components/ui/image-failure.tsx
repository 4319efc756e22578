import { imageErrorText } from '@/content/images';
import { IMAGE_ERROR_ATTR } from '@/lib/browser/image-failure';

/** The failure text of an image frame: white on the covers' gradient, muted ink elsewhere. */
const TONES = {
  onBrand: 'text-white',
  plain: 'text-ink-muted',
} as const;

/**
 * "No se pudo cargar la imagen" (decision 14), rendered hidden inside the box of a lazy image
 * (`data-image-frame`, `relative`): the boot script's listener (lib/browser/boot-script.ts)
 * reveals it when that image fails, so showing it needs no client component.
 */
export function ImageFailure({ tone = 'plain' }: { tone?: keyof typeof TONES }) {
  return (
    <span
      {...{ [IMAGE_ERROR_ATTR]: '' }}
      hidden
      className={`absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-semibold ${TONES[tone]}`}
    >
      {imageErrorText}
    </span>
  );
}
