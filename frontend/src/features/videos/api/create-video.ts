import type { Video, VideoInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createVideo = (input: VideoInput): Promise<Video> =>
  adminRequest<Video>('/videos', { method: 'POST', json: input });
