import type { Video } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getVideos = (api: ApiTransport): Promise<Video[]> => apiRequest<Video[]>('/videos', {}, api);
