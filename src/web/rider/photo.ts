/** What the server accepts (src/server/uploads): checked by content there; checked by type and size here first. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_SIDE = 2400;

export type PhotoProblem = 'notImage' | 'tooBig';

export function photoProblem(file: File): PhotoProblem | null {
  if (file.type && !TYPES.includes(file.type) && !file.type.startsWith('image/')) return 'notImage';
  return null;
}

/**
 * Phone cameras often write photos above 5 MB: such a photo is scaled down to at most 2,400 px a
 * side as JPEG in the browser (the server re-encodes to the same size anyway). A browser that
 * cannot decode it leaves the file as it is, and the size check then says so.
 */
export async function fitPhoto(file: File): Promise<{ blob: Blob; problem: PhotoProblem | null }> {
  const kind = photoProblem(file);
  if (kind) return { blob: file, problem: kind };
  if (file.size <= MAX_PHOTO_BYTES) return { blob: file, problem: null };
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (blob && blob.size <= MAX_PHOTO_BYTES) return { blob, problem: null };
  } catch {
    // Not decodable here: fall through to the size refusal.
  }
  return { blob: file, problem: 'tooBig' };
}
