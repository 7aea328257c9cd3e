import imageCompression from 'browser-image-compression';
// The compressor's worker would fetch this library from a public CDN; it loads our own copy instead.
import compressorUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import type { UploadResult } from '@vongbi/functions/contract';
import { uploadFile } from './upload-file';

/** Section 9 of the specification: about 1 MB, in a worker, at most 10 shrink-and-requality steps. */
const compressionOptions = {
  maxSizeMB: 1,
  useWebWorker: true,
  maxIteration: 10,
} as const;

/** Compresses an image in the browser (progress 0–100), then stores it through POST /api/File. */
export const uploadCompressedImage = async (
  file: File,
  onProgress: (percent: number) => void = () => undefined,
): Promise<UploadResult> => {
  const compressed = await imageCompression(file, {
    ...compressionOptions,
    // Absolute: the worker runs from a blob: URL, where a relative URL means nothing.
    libURL: new URL(compressorUrl, window.location.href).href,
    onProgress,
  });
  return uploadFile(compressed, file.name);
};
