// The failure state of lazy images (spec §8, decision 14): the attributes that mark an image's
// box. The boot script's listener (./boot-script.ts) sets and reads them; the covers' client
// leaf and the server's markup write them. Names only, so a client bundle carries no script.

/** On the box around a lazy image that may fail (components/ui/image-failure.tsx). */
export const IMAGE_FRAME_ATTR = 'data-image-frame';
/** Put on that box by the boot script when its image failed (CSS keeps its place, shows the text). */
export const IMAGE_FAILED_ATTR = 'data-image-failed';
/** On the box's hidden "No se pudo cargar la imagen", which the boot script reveals. */
export const IMAGE_ERROR_ATTR = 'data-image-error';
