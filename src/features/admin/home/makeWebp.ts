/**
 * The banner's WebP, made in the editor's browser: no image library is installed for the server to convert with
 * (docs/decisions/043), and every browser the desk supports encodes WebP through a canvas. A browser that cannot
 * (canvas.toBlob falls back to PNG) gives null: the picture is then sent alone and serves for both.
 */
export async function makeWebp(file: File): Promise<File | null> {
  if (file.type === 'image/webp' || typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    // 'from-image': an EXIF-turned photo is drawn as browsers show it, so both files have the same size.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82));
    if (!blob || blob.type !== 'image/webp') return null;
    // Only worth keeping when it saves bytes: a WebP larger than the picture would cost readers more.
    if (blob.size >= file.size) return null;
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.webp', { type: 'image/webp' });
  } catch {
    return null;
  }
}
